export {
  LazyPopover,
  LazyPopoverPanel,
  type LazyPopoverPanelProps,
  type LazyPopoverProps,
  type LazyPopoverState,
  LazyPopoverTrigger,
  type LazyPopoverTriggerProps,
  useLazyPopover,
} from './lazy-popover';
export { LazyPopoverContent, type LazyPopoverContentProps } from './lazy-popover-content';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  type PopoverContentProps,
  PopoverTrigger,
} from './popover';
