export {
  ChecklistForm,
  type ChecklistFormItem,
  type ChecklistFormProps,
  checklistProgressText,
} from './checklist-form';
