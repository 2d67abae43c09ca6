export { iltRegistrationMachine } from './ilt-registration.machine';
export type {
  CancelRegistrationInput,
  IltRegistrationEvent,
  IltRegistrationInput,
  IltRegistrationSession,
  RegisterInput,
} from './ilt-registration.types';
