export { ChecklistEditor, type ChecklistEditorProps, type ChecklistEditorValue } from './checklist-editor';
