import { reportLimits } from '@segno/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The page the pager shows at once, and the page asked for only when the clicks stop (001 section 9: report
 * paging 1000 ms): a quick run of Next clicks sends one request, for the last page. `page` is the page the
 * address holds; when it changes (Back, a new sort), the pager follows it.
 */
export function useDebouncedPage(page: number, onSettled: (page: number) => void) {
  const [shownPage, setShownPage] = useState(page);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settle = useRef(onSettled);
  settle.current = onSettled;

  useEffect(() => {
    clearTimeout(timer.current);
    setShownPage(page);
  }, [page]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changePage = useCallback((next: number) => {
    setShownPage(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle.current(next), reportLimits.pagingDebounceMs);
  }, []);

  return { shownPage, changePage, isPending: shownPage !== page };
}
