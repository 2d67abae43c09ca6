export {
  ExternalContentDialog,
  type ExternalContentDialogProps,
  externalContentSandbox,
} from './external-content-dialog';
