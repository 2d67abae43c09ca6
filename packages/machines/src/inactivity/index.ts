export { type InactivityEvent, inactivityMachine, isInactivityWarningOpen } from './inactivity.machine';
