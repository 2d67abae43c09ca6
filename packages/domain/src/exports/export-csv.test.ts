import { describe, expect, it } from 'vitest';
import { csvByteOrderMark, csvField, csvRecord, exportCellText, neutralizeFormula } from './export-csv';

describe('neutralizeFormula', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
  ])('puts an apostrophe before %j', (text, expected) => {
    expect(neutralizeFormula(text)).toBe(expected);
  });

  it.each(['Ana', 'a=b', 'x-1', ' =not first', '', "'already"])('leaves %j as it is', (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('exportCellText', () => {
  it('writes nothing for null and undefined, ISO for dates, numbers as they are', () => {
    expect(exportCellText(null)).toBe('');
    expect(exportCellText(undefined)).toBe('');
    expect(exportCellText(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-10T10:00:00.000Z');
    expect(exportCellText(new Date(Number.NaN))).toBe('');
    expect(exportCellText(-3)).toBe('-3');
    expect(exportCellText(true)).toBe('true');
  });

  it('neutralises text only, not negative numbers', () => {
    expect(exportCellText('-3')).toBe("'-3");
    expect(exportCellText(-3)).toBe('-3');
  });
});

describe('csvField (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rinside', '"cr\rinside"'],
    ['', ''],
  ])('writes %j as %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it('quotes a neutralised formula that holds a quote or a comma', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
  });
});

describe('csvRecord', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord(['Ana', 'Díaz, Jr.', null, 3])).toBe('Ana,"Díaz, Jr.",,3\r\n');
  });

  it('starts files with the UTF-8 byte order mark', () => {
    expect(new TextEncoder().encode(csvByteOrderMark)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
