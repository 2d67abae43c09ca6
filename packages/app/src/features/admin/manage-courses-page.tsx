import { courseLimits, formatDurationMinutes, planAdminMessages } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { manageLinkClass, manageStatusLabels } from './manage-list-parts';
import { useManageList, wizardCreate } from './use-manage-list';
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
  const { listProps } = useManageList({
    query,
    listPath: (view) => paths.manageList('course', view),
    create: wizardCreate('course'),
  });

  return (
    <ManageList
      {...listProps}
      title="Manage courses"
      filterGroups={filterGroups}
      columns={columns}
      total={total}
      pageSize={courseLimits.coursePageSize}
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
