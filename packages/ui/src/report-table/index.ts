export { ReportTable, type ReportTableProps } from './report-table';
