import {
  EmptyState,
  FilterSidebar,
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
import { useMemo } from 'react';
import { useLoaderData, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import type { DashboardData } from '../dashboard/dashboard-loader';
import { toPlanCard, toSegmentCard } from '../dashboard/to-widget-items';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import { checkedFilters } from '../search/to-filter-groups';
import type { BrowseData } from './browse-loader';
import {
  browseFilterSchemas,
  browseHref,
  browseOrderOptions,
  isBrowseOrder,
  isBrowseTab,
} from './browse-query';
import { toBrowseFilterGroups } from './to-browse-filter-groups';

const listClass = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /dashboard/browse-learning: every published segment or plan (query tab), 20 a page, by name or newest,
 * narrowed by subscription and (segments) category filters, with subscribe on each card; and the entry point
 * for redeeming a SegnoCode. Tab, order, filters and page live in the URL; a new filter or order is page 1.
 */
export function BrowsePage() {
  const { tab, orderBy, page, filters, totalPages, segments, plans } = useLoaderData() as BrowseData;
  const { definition } = useRouteLoaderData('dashboard') as DashboardData;
  const { onSegmentSubscribeChange, onPlanSubscribeChange } = useDashboardActions();
  const navigate = useNavigate();
  const groups = useMemo(
    () => toBrowseFilterGroups(tab, definition.categories, filters),
    [tab, definition.categories, filters],
  );
  const isFiltered = filters.length > 0;

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
          if (!isBrowseTab(next)) return;
          // Filters the other tab does not take (categories on plans) are dropped.
          const kept = filters.filter((filter) => browseFilterSchemas[next].safeParse(filter).success);
          navigate(browseHref({ tab: next, orderBy, filters: kept }), keepScroll);
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
              if (isBrowseOrder(next)) navigate(browseHref({ tab, orderBy: next, filters }), keepScroll);
            }}
          />
        </div>
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
          <FilterSidebar
            groups={groups}
            onChange={(next) =>
              navigate(browseHref({ tab, orderBy, filters: checkedFilters(next) }), keepScroll)
            }
          />
          <div className="grid gap-4">
            <TabsContent value="segments">
              {segments.length === 0 ? (
                <EmptyState
                  title="No segments to browse"
                  description={
                    isFiltered
                      ? 'No segment matches these filters. Try fewer filters.'
                      : 'Segments appear here once they are published.'
                  }
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
                <EmptyState
                  title="No plans to browse"
                  description={
                    isFiltered
                      ? 'No plan matches these filters. Try fewer filters.'
                      : 'Plans appear here once they are published.'
                  }
                />
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
            <Pagination
              totalPages={totalPages}
              page={page}
              label={tab === 'segments' ? 'Segment pages' : 'Plan pages'}
              onPageChange={(next) => navigate(browseHref({ tab, orderBy, filters, page: next }))}
            />
          </div>
        </div>
      </Tabs>
    </div>
  );
}
