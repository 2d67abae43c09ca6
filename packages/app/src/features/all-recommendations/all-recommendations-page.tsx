import { recommendationKinds } from '@segno/domain';
import { RecommendationList, Tabs, TabsContent, TabsList, TabsTrigger } from '@segno/ui';
import { useLoaderData, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../paths';
import type { DashboardData } from '../dashboard/dashboard-loader';
import { toRecommendationItem } from '../dashboard/to-widget-items';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import { type AllRecommendationsData, isRecommendationKind } from './all-recommendations-loader';

const tabLabels = { recommended: 'Recommended', popular: 'Popular' } as const;

/** /dashboard/all-recommendations: recommended or popular content (tab in the URL), each dismissable. */
export function AllRecommendationsPage() {
  const { definition } = useRouteLoaderData('dashboard') as DashboardData;
  const { tab, recommendations } = useLoaderData() as AllRecommendationsData;
  const { onDismissRecommendation } = useDashboardActions();
  const navigate = useNavigate();

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">All recommendations</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isRecommendationKind(value)) navigate(paths.allRecommendations(value));
        }}
      >
        <TabsList aria-label="Kind of recommendation">
          {recommendationKinds.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {tabLabels[kind]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab so each tab's aria-controls names a panel; only the chosen kind is loaded. */}
        {recommendationKinds.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {kind === tab && (
              <RecommendationList
                label={`${tabLabels[kind]} content`}
                items={recommendations.map((item) => toRecommendationItem(item, definition.content_types))}
                onDismiss={onDismissRecommendation}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
