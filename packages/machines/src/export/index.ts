export { exportMachine } from './export.machine';
export type { ExportChoice, ExportContext, ExportEvent, ExportFile } from './export.types';
