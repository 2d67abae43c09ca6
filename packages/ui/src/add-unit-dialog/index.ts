export { AddUnitDialog, type AddUnitDialogProps } from './add-unit-dialog';
export type {
  AddUnitFind,
  AddUnitFinds,
  AddUnitSearchChoice,
  AddUnitSend,
  LoadAddUnitFinds,
} from './add-unit-dialog-types';
