import { formatDate, limits, planAdminMessages } from '@segno/domain';
import {
  dataTableCellClass,
  dataTableRowClass,
  type FilterGroup,
  FilterSidebar,
  ManageList,
  Select,
  Slider,
} from '@segno/ui';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths, unitListSorts } from '../../paths';
import { manageLinkClass, manageStatusLabels, useDebouncedQueryValue } from './manage-list-parts';
import { type ManageUnitsData, parseUnitListSort, rememberUnitSort } from './manage-units-loader';
import { useManageList } from './use-manage-list';

const texts = planAdminMessages.unitList;
const sortOptions = unitListSorts.map((sort) => ({ value: sort, label: texts.sorts[sort] }));

/** The `filters[]` values checked in the sidebar's groups (`expertise:2`, `type:5`). */
const checkedFilters = (groups: readonly FilterGroup[]) =>
  groups.flatMap((group) =>
    group.options.filter((option) => option.checked).map((option) => `${group.id}:${option.value}`),
  );

/**
 * /segment-admin/manage-units (002 sections 2, 3 and 9): 25 units a page, searched by name (300 ms after typing
 * stops), filtered by status and by the expertise, content type and category of their contents, narrowed by the
 * points slider and sorted by created date, A-Z or Z-A (remembered on this device). The view lives in the
 * address; each unit opens in its editor, which closes back here (exit 1).
 */
export function ManageUnitsPage() {
  const { query, rows, total, pointsMax, filterGroups } = useLoaderData() as ManageUnitsData;
  const { listProps, show } = useManageList({
    query,
    listPath: paths.manageUnits,
    create: { path: paths.unitEditor(), label: texts.createLabel },
    isNarrowed:
      query.term !== '' ||
      query.statuses.length > 0 ||
      query.filters.length > 0 ||
      query.maxPoints !== undefined,
    emptyMessages: texts,
  });
  const [points, setPoints] = useDebouncedQueryValue(
    Math.min(query.maxPoints ?? pointsMax, pointsMax),
    // The slider at its end filters nothing out: the address leaves it out.
    (next) => show({ maxPoints: next >= pointsMax ? undefined : next }),
    limits.filterThrottleMs,
  );
  const groups = useMemo(
    () => filterGroups.map((group) => ({ id: group.name, label: group.label, options: group.options })),
    [filterGroups],
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <ManageList
        {...listProps}
        title={texts.title}
        columns={texts.columns}
        total={total}
        rows={rows.map((unit) => (
          <tr key={unit.unit_id} className={dataTableRowClass}>
            <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
              <a
                href={hashHref(paths.unitEditor({ unitId: unit.unit_id, exit: 1 }))}
                className={manageLinkClass}
              >
                {unit.unit_name}
              </a>
            </th>
            <td className={dataTableCellClass}>{manageStatusLabels[unit.unit_status_id]}</td>
            <td className={dataTableCellClass}>{unit.content_count}</td>
            <td className={dataTableCellClass}>{unit.total_points}</td>
            <td className={dataTableCellClass}>{unit.plan_count}</td>
            <td className={dataTableCellClass}>{formatDate(unit.unit_created_date)}</td>
          </tr>
        ))}
      />
      <div data-slot="manage-units-refine" className="grid content-start gap-5">
        <Select
          label={texts.sortLabel}
          options={sortOptions}
          value={query.sort}
          onValueChange={(value) => {
            const sort = parseUnitListSort(value);
            if (!sort) return;
            rememberUnitSort(sort);
            show({ sort });
          }}
        />
        <Slider
          label={texts.pointsLabel}
          description={texts.pointsHint}
          min={0}
          max={pointsMax}
          value={points}
          onValueChange={(value) => {
            if (value !== null) setPoints(value);
          }}
        />
        <FilterSidebar
          title={texts.filtersTitle}
          groups={groups}
          onChange={(next) => show({ filters: checkedFilters(next) })}
        />
      </div>
    </div>
  );
}
