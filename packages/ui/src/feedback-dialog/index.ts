export { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';
export type { FeedbackValues } from './feedback-form';
