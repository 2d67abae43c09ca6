export { SavedReportViews, type SavedReportViewsProps } from './saved-report-views';
export type { SavedReportView, SaveViewOutcome } from './saved-report-views-types';
