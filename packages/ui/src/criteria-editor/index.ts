export { CriteriaEditor, type CriteriaEditorProps } from './criteria-editor';
export type { CriteriaSubmit } from './criteria-editor-values';
export type { CountUsers, CriteriaTally } from './use-criteria-tally';
