/** Report dashboards (001 sections 2, 7 and 9). */
export const reportLimits = {
  /** spec: "reports 10 rows" (page_results default). */
  pageResults: 10,
  /** The most rows one page may ask for. */
  maxPageResults: 100,
  /** spec: "Report filter list grows 25 at a time"; the team list pages the same way (ours). */
  filterPageSize: 25,
  /** spec: "report paging 1000 ms" (the client debounces page changes). */
  pagingDebounceMs: 1_000,
  /** spec: "Saved views show 2 by default with expansion". */
  savedViewsShown: 2,
  /** The completion series of a graph: this many calendar months (UTC), the current one last (ours). */
  completionMonths: 12,
  /** Saved view fields (ours). */
  viewNameMax: 100,
  viewUrlMax: 2_000,
  viewBreadcrumbsMax: 10,
} as const;
