export * from './assessment-dates';
export * from './assessment-limits';
export * from './assessment-ratings';
export * from './assessment-skills';
export * from './assessment-sort';
export * from './assessment-sort-options';
export * from './assessor-roles';
export * from './job-role-skills';
