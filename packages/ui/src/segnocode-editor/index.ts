export { SegnocodeEditor, type SegnocodeEditorProps } from './segnocode-editor';
