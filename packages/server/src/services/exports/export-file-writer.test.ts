import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportRow, writeExportFile } from './export-file-writer';

/** Reads RFC 4180 text back into records (quoted fields may hold commas, quotes, CR and LF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' && field === '') {
      // A quoted field: up to the lone closing quote, "" standing for one quote.
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          field += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else {
          field += text[index];
          index += 1;
        }
      }
    } else if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
    } else {
      // Unquoted fields hold no quote, comma, CR or LF (RFC 4180).
      expect(char).not.toMatch(/[",\r\n]/);
      field += char;
      index += 1;
    }
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

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

  describe('cells a spreadsheet would run or split (RFC 4180, formula injection)', () => {
    const hostile: [string, string][] = [
      ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
      ['+1+2', "'+1+2"],
      ['-3+4', "'-3+4"],
      ['@cmd', "'@cmd"],
      ['\tindented', "'\tindented"],
      ['\rreturn first', "'\rreturn first"],
      ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
      ['say "hi"', 'say "hi"'],
      ['one, two', 'one, two'],
      ['two\nlines', 'two\nlines'],
      ['carriage\rreturn', 'carriage\rreturn'],
      ['crlf\r\ninside', 'crlf\r\ninside'],
      ['a=b', 'a=b'],
      ['', ''],
    ];
    const rows: ExportRow[] = hostile.map(([name], index) => ({ name, score: -index }));

    it('neutralises every formula start and quotes ", CR, LF and comma, so each cell reads back as written', async () => {
      const { done, parts } = run('csv', [rows], 64);
      expect(await done).toBe(hostile.length);
      const text = Buffer.concat(parts).toString('utf8');
      const records = parseCsv(text.slice(1));
      expect(records[0]).toEqual(['Name', 'Score']);
      // Numbers are not text: a negative score stays a number.
      expect(records.slice(1)).toEqual(hostile.map(([, cell], index) => [cell, String(-index)]));
    });

    it('writes the exact quoted form of each special character', async () => {
      const { done, parts } = run('csv', [[{ name: 'say "hi", then\r\nbye', score: 1 }]], 64);
      await done;
      expect(Buffer.concat(parts).toString('utf8')).toBe(
        '\uFEFFName,Score\r\n"say ""hi"", then\r\nbye",1\r\n',
      );
    });

    it('keeps XLSX text as plain strings, never formulas', async () => {
      const { done, parts } = run('xls', [rows], 4096);
      await done;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(Buffer.concat(parts)).buffer);
      const sheet = workbook.worksheets[0];
      for (const [index, [name]] of hostile.entries()) {
        const cell = sheet?.getRow(index + 2).getCell(1);
        if (name === '') {
          expect(cell?.value ?? null).toBeNull();
          continue;
        }
        expect(cell?.type).toBe(ExcelJS.ValueType.String);
        // XML reads a CR as a line feed (XML 1.0 end-of-line handling): the text is otherwise kept as is.
        expect(cell?.value).toBe(name.replace(/\r\n?/g, '\n'));
      }
    });
  });
});
