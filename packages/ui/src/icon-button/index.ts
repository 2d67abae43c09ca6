export { CloseIcon } from '../lib/icons';
export { IconButton, type IconButtonProps, iconButtonVariants } from './icon-button';
