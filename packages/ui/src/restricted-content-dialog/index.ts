export { RestrictedContentDialog, type RestrictedContentDialogProps } from './restricted-content-dialog';
