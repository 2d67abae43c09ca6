export { FilterSidebar, type FilterSidebarProps } from './filter-sidebar';
export type { FilterGroup, FilterOption } from './filter-sidebar-group';
