export { DownloadDialog, type DownloadDialogProps } from './download-dialog';
