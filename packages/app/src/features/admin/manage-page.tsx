import { adminMessages, formatDate, formatMessage } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass, ManageList } from '@segno/ui';
import { useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import type { ManageData } from './admin-loaders';
import { manageLinkClass, manageStatusLabels, useManageSearchTerm } from './manage-list-parts';

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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [term, setTerm] = useManageSearchTerm(query.term, (next) =>
    navigate(paths.manageList(kind, { ...query, page: 1, term: next })),
  );

  return (
    <ManageList
      title={titles[kind]}
      searchLabel={adminMessages.lists.searchLabel}
      term={term}
      onTermChange={setTerm}
      statusFilter={query.statuses}
      onStatusFilterChange={(statuses) => navigate(paths.manageList(kind, { ...query, page: 1, statuses }))}
      filterGroups={filterGroups}
      filters={query.filters}
      onFiltersChange={(filters) => navigate(paths.manageList(kind, { ...query, page: 1, filters }))}
      columns={columns}
      state={navigation.state === 'loading' ? 'loading' : 'ready'}
      total={total}
      page={query.page}
      onPageChange={(page) => navigate(paths.manageList(kind, { ...query, page }))}
      createHref={hashHref(paths.wizardStep(kind, 'new'))}
      createLabel={formatMessage(adminMessages.wizard.newTitle, {
        kind: adminMessages.kinds[kind].toLowerCase(),
      })}
      emptyMessage={query.term ? adminMessages.lists.noResults : adminMessages.lists.empty}
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
