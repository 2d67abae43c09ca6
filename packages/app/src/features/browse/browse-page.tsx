import {
  EmptyState,
  Pagination,
  PlanCard,
  SegmentCard,
  SegnocodeField,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@segno/ui';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { toPlanCard, toSegmentCard } from '../dashboard/to-widget-items';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import type { BrowseData } from './browse-loader';
import { browseOrderOptions, isBrowseOrder, isBrowseTab } from './browse-query';

const listClass = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /dashboard/browse-learning: every published segment or plan (query tab), 20 a page, by name or newest, with
 * subscribe on each card; and the entry point for redeeming a SegnoCode. Tab, order and page live in the URL.
 */
export function BrowsePage() {
  const { tab, orderBy, page, totalPages, segments, plans } = useLoaderData() as BrowseData;
  const { onSegmentSubscribeChange, onPlanSubscribeChange } = useDashboardActions();
  const navigate = useNavigate();

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Browse learning</h1>
      <section aria-labelledby="browse-redeem-heading" className="grid max-w-xl gap-2">
        <h2 id="browse-redeem-heading" className="text-lg font-semibold">
          Redeem a code
        </h2>
        <SegnocodeField
          formLabel="Redeem a code"
          submitLabel="Redeem"
          onSubmit={(code) => navigate(paths.redeem(code))}
        />
      </section>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isBrowseTab(next)) navigate(paths.browseLearning({ tab: next, orderBy }));
        }}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label="Browse learning">
            <TabsTrigger value="segments">Segments</TabsTrigger>
            <TabsTrigger value="plans">Plans</TabsTrigger>
          </TabsList>
          <Select
            label="Sort by"
            className="w-48"
            options={browseOrderOptions}
            value={orderBy}
            onValueChange={(next) => {
              if (isBrowseOrder(next)) navigate(paths.browseLearning({ tab, orderBy: next }));
            }}
          />
        </div>
        <TabsContent value="segments">
          {segments.length === 0 ? (
            <EmptyState
              title="No segments to browse"
              description="Segments appear here once they are published."
            />
          ) : (
            <ul aria-label="Segments" className={listClass}>
              {segments.map((segment) => (
                <li key={segment.segment_id}>
                  <SegmentCard
                    segment={toSegmentCard(segment)}
                    href={hashHref(paths.segmentHome(segment.segment_id))}
                    headingLevel="h2"
                    onSubscribeChange={onSegmentSubscribeChange}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="plans">
          {plans.length === 0 ? (
            <EmptyState title="No plans to browse" description="Plans appear here once they are published." />
          ) : (
            <ul aria-label="Plans" className={listClass}>
              {plans.map((plan) => (
                <li key={plan.plan_id}>
                  <PlanCard
                    plan={toPlanCard(plan)}
                    href={hashHref(paths.learningPlan(plan.plan_id))}
                    headingLevel="h2"
                    onSubscribeChange={onPlanSubscribeChange}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <Pagination
        totalPages={totalPages}
        page={page}
        label={tab === 'segments' ? 'Segment pages' : 'Plan pages'}
        onPageChange={(next) => navigate(paths.browseLearning({ tab, orderBy, page: next }))}
      />
    </div>
  );
}
