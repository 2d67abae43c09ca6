export { StatsSummary, type StatsSummaryProps } from './stats-summary';
