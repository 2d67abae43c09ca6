import { ActivityFeed, EmptyState, Pagination, Select } from '@segno/ui';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import { toActivityItem } from '../dashboard/to-widget-items';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import { activityFilterOptions, allActivityValue, emptyActivityTitle } from './activity-filter-options';
import type { AllActivityData } from './all-activity-loader';
import { isActivityFilter } from './all-activity-query';

/** /dashboard/all-activity: the learner's whole activity, filtered by kind and paged; both kept in the URL. */
export function AllActivityPage() {
  const { filter, page, totalPages, activities } = useLoaderData() as AllActivityData;
  const { onLikeChange } = useDashboardActions();
  const navigate = useNavigate();

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">All activity</h1>
      <Select
        label="Show"
        className="max-w-xs"
        options={activityFilterOptions}
        value={filter ?? allActivityValue}
        onValueChange={(value) =>
          navigate(paths.allActivity({ filter: isActivityFilter(value) ? value : undefined }), keepScroll)
        }
      />
      <ActivityFeed
        items={activities.map(toActivityItem)}
        variant="recent"
        label="All activity"
        onLikeChange={onLikeChange}
        emptyState={<EmptyState headingLevel={2} title={emptyActivityTitle(filter)} />}
      />
      <Pagination
        totalPages={totalPages}
        page={page}
        label="Activity pages"
        onPageChange={(next) => navigate(paths.allActivity({ filter, page: next }))}
      />
    </div>
  );
}
