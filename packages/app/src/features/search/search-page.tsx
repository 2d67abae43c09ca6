import { Alert, ContentGrid, EmptyState, FilterSidebar, Pagination } from '@segno/ui';
import { useMemo } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import { ContentParentsPreview } from './content-parents-preview';
import type { SearchData } from './search-loader';
import { checkedFilters, toFilterGroups } from './to-filter-groups';

/** The localStorage key of the search results' sort choice (000, section 9: remembered locally). */
export const searchSortStorageKey = 'segno.sort.search';

const resultsText = (total: number) => (total === 1 ? '1 result' : `${total} results`);

/**
 * /dashboard/search/{searchTerm}: matching contents as cards leading to the content, 25 a page, narrowed by
 * the filters found among the matches; filters and page live in the URL.
 */
export function SearchPage() {
  const { term, error, filters, page, totalPages, total, results, filterGroups } =
    useLoaderData() as SearchData;
  const navigate = useNavigate();
  const groups = useMemo(() => toFilterGroups(filterGroups, filters), [filterGroups, filters]);

  if (error) {
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold">Search</h1>
        <Alert tone="warning">{error}</Alert>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Search results for “{term}”</h1>
        <p className="text-sm text-muted-foreground">{resultsText(total)}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
        {groups.length > 0 ? (
          <FilterSidebar
            groups={groups}
            onChange={(next) => navigate(paths.search(term, { filters: checkedFilters(next) }), keepScroll)}
          />
        ) : (
          <div />
        )}
        <div className="grid gap-4">
          <ContentGrid
            contents={results}
            label="Search results"
            storageKey={searchSortStorageKey}
            getHref={(content) => hashHref(paths.content({ contentId: content.content_id }))}
            renderPreview={(content) => <ContentParentsPreview content={content} />}
            cardHeadingLevel="h2"
            emptyState={
              <EmptyState
                title={`No results for “${term}”`}
                description="Try other words, or fewer filters."
              />
            }
          />
          <Pagination
            totalPages={totalPages}
            page={page}
            label="Search result pages"
            onPageChange={(next) => navigate(paths.search(term, { filters, page: next }))}
          />
        </div>
      </div>
    </div>
  );
}
