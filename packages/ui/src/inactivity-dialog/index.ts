export { InactivityWarningDialog, type InactivityWarningDialogProps } from './inactivity-dialog';
