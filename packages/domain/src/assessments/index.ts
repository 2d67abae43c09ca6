export * from './assessment-dates';
export * from './assessment-limits';
export * from './assessment-ratings';
export * from './assessment-skills';
export * from './assessment-sort';
export * from './assessor-roles';
export * from './job-role-skills';
