/**
 * Notes every row a request inserts, updates or deletes, in any table, with a trigger on each: for the fuzz
 * test, which checks that a refused request changes nothing and that no text stored holds `<` or `>`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows-of';

export type RowChange = { table: string; operation: string; row: string };

export type ChangeWatch = {
  /** The changes noted since the last call, oldest first; forgets them. */
  take: () => Promise<RowChange[]>;
};

const logTable = 'fuzz_row_change';

export async function watchChanges(db: Database): Promise<ChangeWatch> {
  await db.exec(`
    CREATE TABLE ${logTable} (id serial PRIMARY KEY, table_name text, operation text, row_text text);
    CREATE FUNCTION note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${logTable} (table_name, operation, row_text)
      VALUES (TG_TABLE_NAME, TG_OP, CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD)::text ELSE to_jsonb(NEW)::text END);
      RETURN NULL;
    END $$;
    DO $$
    DECLARE watched record;
    BEGIN
      FOR watched IN
        SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '${logTable}'
      LOOP
        EXECUTE format(
          'CREATE TRIGGER note_row_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION note_row_change()',
          watched.tablename);
      END LOOP;
    END $$;`);
  return {
    take: async () => {
      const rows = await rowsOf<{ id: number; table: string; operation: string; row: string }>(
        db.orm,
        sql.raw(`DELETE FROM ${logTable} RETURNING id, table_name AS "table", operation, row_text AS "row"`),
      );
      return rows.sort((a, b) => a.id - b.id).map(({ id: _id, ...change }) => change);
    },
  };
}
