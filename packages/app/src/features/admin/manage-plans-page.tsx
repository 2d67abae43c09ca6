import { formatDate, planAdminMessages } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import type { ManagePlansData } from './admin-loaders';
import { manageLinkClass, manageStatusLabels } from './manage-list-parts';
import { useManageList, wizardCreate } from './use-manage-list';

/** The list's title and columns (in the catalogue). */
export const managePlansTitle = planAdminMessages.planScreens.manageTitle;
const columns = planAdminMessages.planScreens.manageColumns;

/**
 * /segment-admin/manage-learning-plan (002 section 2): 25 a page, searched by name (300 ms after typing
 * stops), filtered by status and type (standard or compliance); the query lives in the address.
 */
export function ManagePlansPage() {
  const { query, rows, total, filterGroups } = useLoaderData() as ManagePlansData;
  const { listProps } = useManageList({
    query,
    listPath: (view) => paths.manageList('plan', view),
    create: wizardCreate('plan'),
  });

  return (
    <ManageList
      {...listProps}
      title={managePlansTitle}
      filterGroups={filterGroups}
      columns={columns}
      total={total}
      rows={rows.map((plan) => (
        <tr key={plan.plan_id} className={dataTableRowClass}>
          <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
            <a href={hashHref(paths.wizardStep('plan', plan.plan_id, 'edit', 1))} className={manageLinkClass}>
              {plan.plan_name}
            </a>
          </th>
          <td className={dataTableCellClass}>{plan.plan_short_name}</td>
          <td className={dataTableCellClass}>{manageStatusLabels[plan.plan_status_id]}</td>
          <td className={dataTableCellClass}>
            {planAdminMessages.planAuthoring.objectTypes[plan.object_type]}
          </td>
          <td className={dataTableCellClass}>{plan.plan_total_units}</td>
          <td className={dataTableCellClass}>{formatDate(plan.updated_at)}</td>
        </tr>
      ))}
    />
  );
}
