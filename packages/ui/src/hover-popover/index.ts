export { HoverPopover, type HoverPopoverProps } from './hover-popover';
