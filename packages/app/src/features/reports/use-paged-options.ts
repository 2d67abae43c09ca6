import { reportLimits } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';

/** A filter's choice: what the query string holds (`id`) and what the select shows (`name`). */
export type FilterOption = { id: number; name: string };

/** Loads one page of options; `total` counts every option. */
export type LoadOptionsPage = (
  page: { limit: number; offset: number },
  signal: AbortSignal,
) => Promise<{ data: FilterOption[]; total: number }>;

/**
 * Every option of a filter list, fetched 25 at a time (001 section 7: "Report filter list grows 25 at a time"),
 * shown as the pages arrive. Fetched again, from the start, when `key` changes; none while `load` is undefined.
 */
export function usePagedOptions(key: string, load: LoadOptionsPage | undefined): FilterOption[] {
  const [options, setOptions] = useState<FilterOption[]>([]);
  const loadPage = useRef(load);
  loadPage.current = load;
  const isWanted = load !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `load` asks
  useEffect(() => {
    setOptions([]);
    if (!isWanted) return;
    const controller = new AbortController();
    (async () => {
      const loaded: FilterOption[] = [];
      for (;;) {
        const page = await loadPage.current?.(
          { limit: reportLimits.filterPageSize, offset: loaded.length },
          controller.signal,
        );
        if (!page) return;
        loaded.push(...page.data);
        setOptions([...loaded]);
        if (page.data.length === 0 || loaded.length >= page.total) return;
      }
    })().catch((error: unknown) => {
      // spec (001 section 8): failed list loads are only logged.
      if (!controller.signal.aborted) console.warn('A report filter list could not be loaded.', error);
    });
    return () => controller.abort();
  }, [key, isWanted]);
  return options;
}
