export { type Expertise, ExpertiseForm, type ExpertiseFormProps } from './expertise-form';
export { ScheduleForm, type ScheduleFormProps } from './schedule-form';
