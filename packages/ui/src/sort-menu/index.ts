export { SortMenu, type SortMenuProps } from './sort-menu';
