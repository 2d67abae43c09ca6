export { type MedalEdit, MedalEditor, type MedalEditorProps } from './medal-editor';
