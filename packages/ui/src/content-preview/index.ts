export { ContentPreviewPopover, type ContentPreviewPopoverProps } from './content-preview-popover';
export type { ContentParent } from './content-preview-types';
