/**
 * CSV for the exports (001 sections 2 and 7, issue 10): RFC 4180 (comma separated, CRLF line ends, a field
 * quoted when it holds a comma, a quote, CR or LF, quotes doubled) with a UTF-8 byte order mark first, so Excel
 * opens accented names as UTF-8 instead of the system code page. Zod-free, used by the server's writer.
 */

/** U+FEFF, written once at the start of a CSV file: Excel reads the file as UTF-8 only when it is there. */
export const csvByteOrderMark = '\uFEFF';

/** RFC 4180 line end. */
export const csvLineEnd = '\r\n';

/**
 * Formula injection (OWASP "CSV injection"): a spreadsheet runs a cell that starts with =, +, -, @, tab or CR
 * as a formula. Such text gets a leading apostrophe, which spreadsheets show as plain text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The text as it may go into a spreadsheet cell: an apostrophe before a would-be formula. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export type ExportCellValue = string | number | boolean | Date | null | undefined;

/** A cell's text before quoting: empty for null, ISO 8601 (UTC) for dates, numbers as they are. */
export function exportCellText(value: ExportCellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return neutralizeFormula(value);
  return String(value);
}

/** One CSV field: neutralised, then quoted when RFC 4180 requires it. */
export function csvField(value: ExportCellValue): string {
  const text = exportCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its line end. */
export function csvRecord(values: readonly ExportCellValue[]): string {
  return `${values.map(csvField).join(',')}${csvLineEnd}`;
}
