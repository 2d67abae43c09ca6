export { RequestContentDialog, type RequestContentDialogProps } from './request-content-dialog';
export { defaultContentTypeOptions, type RequestContentValues } from './request-content-form';
