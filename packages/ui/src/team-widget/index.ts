export { TeamWidget, type TeamWidgetProps } from './team-widget';
export type { TeamWidgetMember } from './team-widget-types';
