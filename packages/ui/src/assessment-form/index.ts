export { AssessmentForm, type AssessmentFormProps, type AssessmentSaveState } from './assessment-form';
export type {
  AssessmentFormSkill,
  AssessmentFormValues,
  AssessmentJobRole,
  Named,
} from './assessment-form-values';
export { JobRoleForm, type JobRoleFormProps } from './job-role-form';
export type { JobRoleFormSkill, JobRoleFormValues } from './job-role-form-values';
