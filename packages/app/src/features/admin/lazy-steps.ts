import { lazy } from 'react';

// The wizards' heaviest steps (the criteria editor, the responsibility mapper, the relationship, locking and badge
// pickers) load when they are opened, so each wizard's route chunk carries only its common steps (issue 11: no
// route chunk above 60 kB). AdminWizard shows a placeholder while one loads.
export const AssignmentStep = lazy(async () => ({
  default: (await import('./assignment-step')).AssignmentStep,
}));
export const ResponsibilityStep = lazy(async () => ({
  default: (await import('./responsibility-step')).ResponsibilityStep,
}));
const relationshipSteps = () => import('./content-relationship-steps');
export const RelationshipsStep = lazy(async () => ({
  default: (await relationshipSteps()).RelationshipsStep,
}));
export const LockingStep = lazy(async () => ({ default: (await relationshipSteps()).LockingStep }));
export const BadgesStep = lazy(async () => ({ default: (await relationshipSteps()).BadgesStep }));
