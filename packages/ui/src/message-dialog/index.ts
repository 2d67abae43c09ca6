export { MessageDialog, type MessageDialogProps, type MessageDialogTone } from './message-dialog';
