export { CloseIcon } from './close-icon';
export { IconButton, type IconButtonProps, iconButtonVariants } from './icon-button';
