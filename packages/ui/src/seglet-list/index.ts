export {
  SegletList,
  type SegletListGridProps,
  type SegletListProps,
  type SegletListSeglet,
  segletPointsText,
} from './seglet-list';
