export { rosterMachine } from './roster.machine';
export type {
  AddLearnerInput,
  AttendanceInput,
  MarkPresentOutput,
  RemoveLearnerInput,
  RosterEvent,
  RosterInput,
  RosterRow,
  SetRegistrationTypeInput,
} from './roster.types';
