export { FormDialog, type FormDialogOpenProps, type FormDialogProps } from './form-dialog';
export { FormDialogFooter, type FormDialogFooterProps } from './form-dialog-footer';
export { useSend } from './use-send';
