import { adminMessages, formatDate } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import type { ManageData } from './admin-loaders';
import { manageLinkClass, manageStatusLabels } from './manage-list-parts';
import { useManageList, wizardCreate } from './use-manage-list';

const columns = ['Name', 'Short name', 'Status', 'Details', 'Last changed'];
const titles = {
  segment: 'Manage segments',
  seglet: 'Manage seglets',
  content: 'Manage contents',
  badge: adminMessages.badges.manageTitle,
} as const;

/**
 * /segment-admin/manage-segments, manage-seglets, manage-contents and manage-badges (001 section 2): 25 a page, searched by
 * name (300 ms after typing stops) and filtered by status (badges also by segment and medal), the query in the
 * address so a view can be shared.
 */
export function ManagePage() {
  const { kind, query, rows, total, filterGroups } = useLoaderData() as ManageData;
  const { listProps } = useManageList({
    query,
    listPath: (view) => paths.manageList(kind, view),
    create: wizardCreate(kind),
  });

  return (
    <ManageList
      {...listProps}
      title={titles[kind]}
      filterGroups={filterGroups}
      columns={columns}
      total={total}
      rows={rows.map((row) => (
        <tr key={row.id} className={dataTableRowClass}>
          <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
            <a href={hashHref(paths.wizardStep(kind, row.id, 'edit', 1))} className={manageLinkClass}>
              {row.name}
            </a>
          </th>
          <td className={dataTableCellClass}>{row.shortName}</td>
          <td className={dataTableCellClass}>{manageStatusLabels[row.status]}</td>
          <td className={dataTableCellClass}>{row.detail}</td>
          <td className={dataTableCellClass}>{formatDate(row.updatedAt)}</td>
        </tr>
      ))}
    />
  );
}
