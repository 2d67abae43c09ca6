export { SessionDayFields, type SessionDayFieldsProps } from './session-day-fields';
export { SessionDaysEditor, type SessionDaysEditorProps } from './session-days-editor';
export {
  areSessionDaysComplete,
  type SessionDayField,
  type SessionDaysEditorDay,
  sessionDayErrors,
  sessionDayFieldLabels,
} from './session-days-editor-validation';
