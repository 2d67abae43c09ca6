export { Roster, type RosterProps } from './roster';
export { type RosterDialog, RosterDialogs, type RosterDialogsProps } from './roster-dialogs';
export { type RosterLearner, RosterRow, type RosterRowProps } from './roster-row';
