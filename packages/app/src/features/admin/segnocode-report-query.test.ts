import { describe, expect, it } from 'vitest';
import { readReportQuery, toReportParams } from './segnocode-report-query';

const read = (search: string) => readReportQuery(new URLSearchParams(search));

describe('the segnocode report query', () => {
  it('defaults to page 1, external id ascending, no code', () => {
    expect(read('')).toEqual({ code: '', page: 1, sort: { orderBy: 'externalId', orderDir: 'asc' } });
  });

  it('reads the code upper-case, the page and the sort', () => {
    expect(read('code=welcome1&page=3&order_by=lastName&order_dir=desc')).toEqual({
      code: 'WELCOME1',
      page: 3,
      sort: { orderBy: 'lastName', orderDir: 'desc' },
    });
  });

  it('drops what it cannot use: a bad code, page or sort', () => {
    expect(read('code=AB-1&page=-2&order_by=password&order_dir=up')).toEqual({
      code: '',
      page: 1,
      sort: { orderBy: 'externalId', orderDir: 'asc' },
    });
    expect(read('code=ABCDEFGHIJKL').code).toBe('ABCDEFGHIJ');
  });

  it('round-trips through the address', () => {
    const query = { code: 'WELCOME1', page: 2, sort: { orderBy: 'createdDate', orderDir: 'desc' } } as const;
    expect(readReportQuery(new URLSearchParams(toReportParams(query)))).toEqual(query);
  });
});
