export { unitEditorMachine } from './unit-editor.machine';
export type { SaveUnitInput, UnitEditorEvent, UnitEditorInput, UnitEditorReset } from './unit-editor.types';
