import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportRow, writeExportFile } from './export-file-writer';

async function* pagesOf(pages: ExportRow[][]) {
  for (const page of pages) yield page;
}

function run(format: 'csv' | 'xls', pages: ExportRow[][], partBytes: number) {
  const parts: Uint8Array[] = [];
  const progress: number[] = [];
  const done = writeExportFile({
    format,
    fields: ['name', 'score'],
    headings: { name: 'Name', score: 'Score' },
    pages: pagesOf(pages),
    onProgress: async (rows) => void progress.push(rows),
    sink: async (bytes) => void parts.push(bytes),
    partBytes,
  });
  return { done, parts, progress };
}

const page = (from: number, count: number): ExportRow[] =>
  Array.from({ length: count }, (_, index) => ({ name: `Learner ${from + index}`, score: from + index }));

describe('writeExportFile', () => {
  it('writes CSV a page at a time, in parts, reporting rows after each page', async () => {
    const { done, parts, progress } = run('csv', [page(1, 40), page(41, 40), page(81, 5)], 512);
    expect(await done).toBe(85);
    expect(progress).toEqual([40, 80, 85]);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts.slice(0, -1)) expect(part.byteLength).toBeGreaterThanOrEqual(512);
    const text = Buffer.concat(parts).toString('utf8');
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Score');
    expect(lines[85]).toBe('Learner 85,85');
    expect(lines).toHaveLength(87);
  });

  it('writes an empty file with its headings when there are no rows', async () => {
    const { done, parts, progress } = run('csv', [], 512);
    expect(await done).toBe(0);
    expect(progress).toEqual([]);
    expect(Buffer.concat(parts).toString('utf8')).toBe('\uFEFFName,Score\r\n');
  });

  it('streams an XLSX workbook in parts that read back whole', async () => {
    const { done, parts, progress } = run('xls', [page(1, 300), page(301, 300)], 4096);
    expect(await done).toBe(600);
    expect(progress).toEqual([300, 600]);
    expect(parts.length).toBeGreaterThan(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(parts)).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(601);
    expect(sheet?.getRow(601).values).toEqual([undefined, 'Learner 600', 600]);
  });
});
