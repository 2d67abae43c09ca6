export { ContentGrid, type ContentGridProps } from './content-grid';
