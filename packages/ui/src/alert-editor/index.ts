export { AlertEditor, type AlertEditorProps, type AlertEditorValues } from './alert-editor';
