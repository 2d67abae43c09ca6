import { type ReportFilterList, type ReportFilterQuery, reportLimits, reportMessages } from '@segno/domain';
import { Button, Select } from '@segno/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { ReportPlace } from '../../api/report-calls';
import type { ReportFilters } from './report-search';

const texts = reportMessages.screens.filters;
type Option = ReportFilterList['data'][number];

/** Every option of one filter list, fetched 25 at a time (001 section 7: "grows 25 at a time"). */
function useFilterOptions(query: Omit<ReportFilterQuery, '_limit' | '_offset'> | undefined): Option[] {
  const api = useApi();
  const [options, setOptions] = useState<Option[]>([]);
  const key = JSON.stringify(query ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query's values
  useEffect(() => {
    setOptions([]);
    if (!query) return;
    const controller = new AbortController();
    (async () => {
      const loaded: Option[] = [];
      for (;;) {
        const page = await api.getReportFilters(
          { ...query, _limit: reportLimits.filterPageSize, _offset: loaded.length },
          controller.signal,
        );
        loaded.push(...page.data);
        setOptions([...loaded]);
        if (page.data.length === 0 || loaded.length >= page.total) return;
      }
    })().catch((error: unknown) => {
      // spec (001 section 8): failed list loads are only logged.
      if (!controller.signal.aborted) console.warn('A report filter list could not be loaded.', error);
    });
    return () => controller.abort();
  }, [api, key]);
  return options;
}

const asChoices = (options: Option[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));
const idOf = (value: string) => (value === '' ? undefined : Number(value));

export type ReportFilterBarProps = {
  place: ReportPlace;
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
};

/**
 * The report's filters (001 section 2): region, district and store (only those below the page's place; a
 * region narrows the districts and stores offered, a district the stores) and how learners came to their
 * segments (self or auto). A new region clears the district and store, a new district the store.
 */
export function ReportFilterBar({ place, filters, onFiltersChange }: ReportFilterBarProps) {
  const level = place.level;
  const regionId = 'regionId' in place ? place.regionId : filters.filter_region;
  const districtId = 'districtId' in place ? place.districtId : filters.filter_district;
  const showsRegion = level === 'overview' || level === 'team';
  const showsDistrict = showsRegion || level === 'region';
  const showsStore = showsDistrict || level === 'district';
  const regions = useFilterOptions(showsRegion ? { kind: 'region' } : undefined);
  const districts = useFilterOptions(
    showsDistrict ? { kind: 'district', filter_region: regionId, filter_district: undefined } : undefined,
  );
  const stores = useFilterOptions(
    showsStore ? { kind: 'store', filter_region: regionId, filter_district: districtId } : undefined,
  );
  const hasFilters = Object.values(filters).some((value) => value !== undefined);

  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-2 text-lg font-semibold">{texts.title}</legend>
      {showsRegion && (
        <Select
          label={texts.region}
          placeholder={texts.any}
          options={asChoices(regions)}
          value={String(filters.filter_region ?? '')}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              filter_region: idOf(value),
              filter_district: undefined,
              filter_store: undefined,
            })
          }
          className="w-48"
        />
      )}
      {showsDistrict && (
        <Select
          label={texts.district}
          placeholder={texts.any}
          options={asChoices(districts)}
          value={String(filters.filter_district ?? '')}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, filter_district: idOf(value), filter_store: undefined })
          }
          className="w-48"
        />
      )}
      {showsStore && (
        <Select
          label={texts.store}
          placeholder={texts.any}
          options={asChoices(stores)}
          value={String(filters.filter_store ?? '')}
          onValueChange={(value) => onFiltersChange({ ...filters, filter_store: idOf(value) })}
          className="w-48"
        />
      )}
      <Select
        label={texts.subscription}
        placeholder={texts.any}
        options={[
          { value: 'self', label: texts.self },
          { value: 'auto', label: texts.auto },
        ]}
        value={filters.filter_subscription ?? ''}
        onValueChange={(value) =>
          onFiltersChange({
            ...filters,
            filter_subscription: value === 'self' || value === 'auto' ? value : undefined,
          })
        }
        className="w-48"
      />
      {hasFilters && (
        <Button variant="outline" onClick={() => onFiltersChange({})}>
          {texts.clear}
        </Button>
      )}
    </fieldset>
  );
}
