export { ReportCharts, type ReportChartsProps } from './report-charts';
export { ReportCompletionChart, type ReportCompletionChartProps } from './report-charts-completions';
export { ReportMedalChart, type ReportMedalChartProps } from './report-charts-medals';
export { ReportScoreChart, type ReportScoreChartProps } from './report-charts-scores';
