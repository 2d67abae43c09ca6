import { type ReportFilterQuery, reportMessages } from '@segno/domain';
import { Button, Select } from '@segno/ui';
import { useApi } from '../../api/api-context';
import type { ReportPlace } from '../../api/report-calls';
import type { ReportFilters } from './report-search';
import { type FilterOption, usePagedOptions } from './use-paged-options';

const texts = reportMessages.screens.filters;

/** The options of the region, district or store filter (GET /report/filter), none while `query` is undefined. */
function usePlaceOptions(query: Omit<ReportFilterQuery, '_limit' | '_offset'> | undefined): FilterOption[] {
  const api = useApi();
  return usePagedOptions(
    JSON.stringify(query ?? null),
    query &&
      ((page, signal) =>
        api.getReportFilters({ ...query, _limit: page.limit, _offset: page.offset }, signal)),
  );
}

/** The segments a report can count alone (001 section 2: `seg`): the published segments (GET /segment). */
function useSegmentOptions(): FilterOption[] {
  const api = useApi();
  return usePagedOptions('segments', async (page, signal) => {
    const { data, total } = await api.getSegments(page, signal);
    return { data: data.map((segment) => ({ id: segment.segment_id, name: segment.name })), total };
  });
}

const asChoices = (options: FilterOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));
const idOf = (value: string) => (value === '' ? undefined : Number(value));

export type ReportFilterBarProps = {
  place: ReportPlace;
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
};

/**
 * The report's filters (001 section 2): region, district and store (only those below the page's place; a
 * region narrows the districts and stores offered, a district the stores), one segment (`seg`: the numbers
 * count that segment only) and how learners came to it, or to any segment (self or auto). A new region clears
 * the district and store, a new district the store; the segment stays on every level.
 */
export function ReportFilterBar({ place, filters, onFiltersChange }: ReportFilterBarProps) {
  const level = place.level;
  const regionId = 'regionId' in place ? place.regionId : filters.filter_region;
  const districtId = 'districtId' in place ? place.districtId : filters.filter_district;
  const showsRegion = level === 'overview' || level === 'team';
  const showsDistrict = showsRegion || level === 'region';
  const showsStore = showsDistrict || level === 'district';
  const regions = usePlaceOptions(showsRegion ? { kind: 'region' } : undefined);
  const districts = usePlaceOptions(
    showsDistrict ? { kind: 'district', filter_region: regionId, filter_district: undefined } : undefined,
  );
  const stores = usePlaceOptions(
    showsStore ? { kind: 'store', filter_region: regionId, filter_district: districtId } : undefined,
  );
  const segments = useSegmentOptions();
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
        label={texts.segment}
        placeholder={texts.anySegment}
        options={asChoices(segments)}
        value={String(filters.seg ?? '')}
        onValueChange={(value) => onFiltersChange({ ...filters, seg: idOf(value) })}
        className="w-56"
      />
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
