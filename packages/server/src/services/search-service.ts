/**
 * GET /search and /search/filters (000, sections 2 and 5): the term is normalised as the client does
 * (`normalizeSearchTerm`) and must keep at least 3 characters.
 */
import {
  normalizeSearchTerm,
  type SearchFilter,
  type SearchFilterList,
  type SearchQuery,
  type SearchResultList,
  searchFilterLabels,
  searchFilterOptionLabel,
  searchTermError,
} from '@segno/domain';
import {
  countSearchFacets,
  type SearchFilterValues,
  searchContents,
} from '../repositories/search-repository';
import { toContentSummary } from './content-summary';
import type { ServiceContext } from './service-context';

const readOnly = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export type SearchRefusal = { refusal: 'termTooShort'; message: string } | { refusal: 'badFilter' };

/** The normalised term, or why it cannot be searched. */
function searchableTerm(raw: string): string | SearchRefusal {
  const term = normalizeSearchTerm(raw);
  const message = searchTermError(term);
  return message ? { refusal: 'termTooShort', message } : term;
}

/** Filters grouped by key; numeric keys need whole numbers. */
function filterValues(filters: readonly SearchFilter[]): SearchFilterValues | undefined {
  const values: SearchFilterValues = {};
  for (const { key, value } of filters) {
    if (key === 'language') {
      values.language = [...(values.language ?? []), value];
      continue;
    }
    if (!/^\d{1,9}$/.test(value)) return undefined;
    values[key] = [...(values[key] ?? []), Number(value)];
  }
  return values;
}

export function createSearchService({ orm, now }: ServiceContext) {
  return {
    search(userId: number, query: SearchQuery): Promise<SearchResultList | SearchRefusal> {
      const term = searchableTerm(query.term);
      if (typeof term !== 'string') return Promise.resolve(term);
      const filters = filterValues(query.filters);
      if (!filters) return Promise.resolve({ refusal: 'badFilter' });
      return orm.transaction(async (tx) => {
        const { rows, total } = await searchContents(
          tx,
          userId,
          term,
          filters,
          { limit: query._limit, offset: query._offset },
          now(),
        );
        return { data: rows.map(toContentSummary), total };
      }, readOnly);
    },

    filters(rawTerm: string): Promise<SearchFilterList | SearchRefusal> {
      const term = searchableTerm(rawTerm);
      if (typeof term !== 'string') return Promise.resolve(term);
      return orm.transaction(async (tx) => {
        const facets = await countSearchFacets(tx, term, now());
        const option =
          (key: 'type' | 'expertise' | 'language') => (row: { value: unknown; count: number }) => ({
            value: String(row.value),
            label: searchFilterOptionLabel(key, String(row.value)),
            count: row.count,
          });
        const groups: SearchFilterList['data'] = [
          { key: 'type', label: searchFilterLabels.type, options: facets.type.map(option('type')) },
          {
            key: 'category',
            label: searchFilterLabels.category,
            options: facets.category.map((row) => ({
              value: String(row.value),
              label: row.label,
              count: row.count,
            })),
          },
          {
            key: 'expertise',
            label: searchFilterLabels.expertise,
            options: facets.expertise.map(option('expertise')),
          },
          {
            key: 'language',
            label: searchFilterLabels.language,
            options: facets.language.map(option('language')),
          },
        ];
        return { data: groups.filter((group) => group.options.length > 0) };
      }, readOnly);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
