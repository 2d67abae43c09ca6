/**
 * Writes an export file from pages of rows: CSV (RFC 4180, UTF-8 with a byte order mark, formula cells
 * neutralised by the domain's rule) or an Excel workbook streamed by exceljs. Bytes go to `sink` in parts of
 * about `partBytes`, so neither the rows nor the file are ever held whole.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { csvByteOrderMark, csvRecord, type ExportCellValue, type ExportFormat } from '@segno/domain';
import ExcelJS from 'exceljs';

export type ExportRow = Record<string, ExportCellValue>;

export type ExportFileSpec = {
  format: ExportFormat;
  /** The chosen fields, in file order. */
  fields: readonly string[];
  headings: Record<string, string>;
  /** Pages of rows in file order. */
  pages: AsyncIterable<ExportRow[]>;
  /** Called after each page is written, with the rows written so far. */
  onProgress: (rows: number) => Promise<void>;
  /** Receives the file's bytes in order. */
  sink: (bytes: Uint8Array) => Promise<void>;
  partBytes?: number;
};

/** Collects bytes and hands them on in parts of at least `partBytes` (the last may be smaller). */
function partBuffer(sink: (bytes: Uint8Array) => Promise<void>, partBytes: number) {
  let chunks: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    const part = Buffer.concat(chunks, size);
    chunks = [];
    size = 0;
    await sink(part);
  };
  return {
    async add(bytes: Buffer) {
      chunks.push(bytes);
      size += bytes.byteLength;
      if (size >= partBytes) await flush();
    },
    flush,
  };
}

const excelDateFormat = 'yyyy-mm-dd hh:mm:ss';

/** Writes the file; resolves with the number of rows written. */
export async function writeExportFile({
  format,
  fields,
  headings,
  pages,
  onProgress,
  sink,
  partBytes = 256 * 1024,
}: ExportFileSpec): Promise<number> {
  const parts = partBuffer(sink, partBytes);
  let rows = 0;
  if (format === 'csv') {
    await parts.add(
      Buffer.from(csvByteOrderMark + csvRecord(fields.map((field) => headings[field])), 'utf8'),
    );
    for await (const page of pages) {
      const text = page.map((row) => csvRecord(fields.map((field) => row[field]))).join('');
      await parts.add(Buffer.from(text, 'utf8'));
      rows += page.length;
      await onProgress(rows);
    }
    await parts.flush();
    return rows;
  }

  // xls: an .xlsx workbook. Text goes in as string cells, never as formulas, so nothing in it runs.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.add(chunk).then(() => callback(), callback);
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = fields.map((field) => ({ header: headings[field], key: field, width: 20 }));
  for await (const page of pages) {
    for (const row of page) {
      const cells = sheet.addRow(fields.map((field) => row[field] ?? null));
      fields.forEach((field, index) => {
        if (row[field] instanceof Date) cells.getCell(index + 1).numFmt = excelDateFormat;
      });
      cells.commit();
    }
    rows += page.length;
    // Let the zip stream hand the page's bytes on (and wait while the sink is behind) before reading the next
    // page: rows committed faster than they are zipped would pile up in exceljs's buffers.
    await new Promise((resolve) => setImmediate(resolve));
    if (stream.writableNeedDrain) await once(stream, 'drain');
    await onProgress(rows);
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  await parts.flush();
  return rows;
}
