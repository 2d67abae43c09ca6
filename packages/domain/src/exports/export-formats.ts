/** The export file types (001 section 7: "type csv or xls"). Zod-free, so the ui can use them. */

/** xls is written as an Excel workbook (.xlsx). */
export const exportFormats = ['csv', 'xls'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The file name's extension of each format. */
export const exportFileExtensions: Record<ExportFormat, string> = { csv: 'csv', xls: 'xlsx' };
