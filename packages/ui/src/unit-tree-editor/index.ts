export { UnitTreeEditor, type UnitTreeEditorLayout, type UnitTreeEditorProps } from './unit-tree-editor';
export type {
  UnitTreeEditorCallbacks,
  UnitTreeEditorConfirmation,
  UnitTreeEditorContent,
  UnitTreeEditorDragCallbacks,
  UnitTreeEditorReset,
} from './unit-tree-editor-types';
