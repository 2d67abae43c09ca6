export {
  type ExportField,
  type ExportOptions,
  ExportOptionsDialog,
  type ExportOptionsDialogProps,
} from './export-options-dialog';
export {
  ExportProgressDialog,
  type ExportProgressDialogProps,
  type ExportProgressState,
} from './export-progress-dialog';
