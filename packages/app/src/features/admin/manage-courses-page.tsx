import {
  adminMessages,
  courseLimits,
  formatDurationMinutes,
  formatMessage,
  planAdminMessages,
} from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { manageLinkClass, manageStatusLabels, useManageSearchTerm } from './manage-list-parts';
import type { ManageCoursesData } from './wizard-loaders';

const columns = planAdminMessages.courseAuthoring.manageColumns;

/** A course's planned days: how many and their total time ('2 hrs 0 mins'); none without session data. */
function daysText(dayCount: number, totalMinutes: number): string {
  if (dayCount === 0) return 'None';
  return `${dayCount} ${dayCount === 1 ? 'day' : 'days'}, ${formatDurationMinutes(totalMinutes)}`;
}

/**
 * /segment-admin/ilt/manage-courses (002 section 2): 25 a page, searched by name (300 ms after typing stops),
 * filtered by status and by whether a course has sessions; the query lives in the address.
 */
export function ManageCoursesPage() {
  const { query, rows, total, filterGroups } = useLoaderData() as ManageCoursesData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [term, setTerm] = useManageSearchTerm(query.term, (next) =>
    navigate(paths.manageList('course', { ...query, page: 1, term: next })),
  );
  const listPath = (change: Partial<typeof query>) => paths.manageList('course', { ...query, ...change });

  return (
    <ManageList
      title="Manage courses"
      searchLabel={adminMessages.lists.searchLabel}
      term={term}
      onTermChange={setTerm}
      statusFilter={query.statuses}
      onStatusFilterChange={(statuses) => navigate(listPath({ page: 1, statuses }))}
      filterGroups={filterGroups}
      filters={query.filters}
      onFiltersChange={(filters) => navigate(listPath({ page: 1, filters }))}
      columns={columns}
      state={navigation.state === 'loading' ? 'loading' : 'ready'}
      total={total}
      page={query.page}
      pageSize={courseLimits.coursePageSize}
      onPageChange={(page) => navigate(listPath({ page }))}
      createHref={hashHref(paths.wizardStep('course', 'new'))}
      createLabel={formatMessage(adminMessages.wizard.newTitle, {
        kind: adminMessages.kinds.course.toLowerCase(),
      })}
      emptyMessage={query.term ? adminMessages.lists.noResults : adminMessages.lists.empty}
      rows={rows.map((row) => (
        <tr key={row.course_id} className={dataTableRowClass}>
          <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
            <a
              href={hashHref(paths.wizardStep('course', row.course_id, 'edit', 1))}
              className={manageLinkClass}
            >
              {row.name}
            </a>
          </th>
          <td className={dataTableCellClass}>{row.short_name}</td>
          <td className={dataTableCellClass}>{manageStatusLabels[row.status_id]}</td>
          <td className={dataTableCellClass}>{daysText(row.day_count, row.total_minutes)}</td>
          <td className={dataTableCellClass}>{row.session_count}</td>
        </tr>
      ))}
    />
  );
}
