import { adminMessages, formatDate, formatMessage, planAdminMessages } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import type { ManagePlansData } from './admin-loaders';
import { manageLinkClass, manageStatusLabels, useManageSearchTerm } from './manage-list-parts';

/** The list's title and columns (in the catalogue). */
export const managePlansTitle = planAdminMessages.planScreens.manageTitle;
const columns = planAdminMessages.planScreens.manageColumns;

/**
 * /segment-admin/manage-learning-plan (002 section 2): 25 a page, searched by name (300 ms after typing
 * stops), filtered by status and type (standard or compliance); the query lives in the address.
 */
export function ManagePlansPage() {
  const { query, rows, total, filterGroups } = useLoaderData() as ManagePlansData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [term, setTerm] = useManageSearchTerm(query.term, (next) =>
    navigate(paths.manageList('plan', { ...query, page: 1, term: next })),
  );
  const listPath = (change: Partial<typeof query>) => paths.manageList('plan', { ...query, ...change });

  return (
    <ManageList
      title={managePlansTitle}
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
      onPageChange={(page) => navigate(listPath({ page }))}
      createHref={hashHref(paths.wizardStep('plan', 'new'))}
      createLabel={formatMessage(adminMessages.wizard.newTitle, {
        kind: adminMessages.kinds.plan.toLowerCase(),
      })}
      emptyMessage={query.term ? adminMessages.lists.noResults : adminMessages.lists.empty}
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
