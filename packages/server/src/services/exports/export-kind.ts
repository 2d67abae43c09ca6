/**
 * What can be exported (001 section 7, "Exports"): each kind is one registration that names its fields, their
 * column headings, and reads its rows a page at a time: the segnocode report and assignments (issue 8), units
 * (issue 9); reports register theirs (issue 10).
 */
import type { ExportCellValue } from '@segno/domain';
import type { Orm } from '../../db/database';

export type ExportParams = Record<string, string | number>;

export type ExportKind<Field extends string = string> = {
  /** The fields a file may hold, in file order; the request picks some with fields[]. */
  fields: readonly [Field, ...Field[]];
  /** Each field's column heading. */
  headings: Record<Field, string>;
  /** The start of the downloaded file's name, such as `segnocode-ABC12`. */
  fileStem: (params: ExportParams) => string;
  /** Whether the thing to export exists (a request for one that does not answers 404). */
  exists: (db: Orm, params: ExportParams) => Promise<boolean>;
  /** How many rows the file will hold. */
  count: (db: Orm, params: ExportParams) => Promise<number>;
  /** Rows `offset` to `offset + limit` in file order, each with every field. */
  page: (
    db: Orm,
    params: ExportParams,
    offset: number,
    limit: number,
  ) => Promise<Record<Field, ExportCellValue>[]>;
};

/** Keeps a kind's field type when registering it. */
export const defineExportKind = <Field extends string>(kind: ExportKind<Field>) => kind;
