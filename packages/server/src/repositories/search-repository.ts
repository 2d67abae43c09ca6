/**
 * Full-text search over published contents of published segments (000, sections 2 and 5): PostgreSQL's
 * `websearch_to_tsquery` on `content.search_vector`, or a prefix match of every word so short terms such
 * as 'saf' still find 'safety'.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { category, content, contentCategory } from '../db/schema';
import type { Page } from './browse-repository';
import { contentSummaryColumns, isConsumable, qualified } from './content-repository';

/** Values per filter key; keys absent are not filtered. Values of a key are alternatives. */
export type SearchFilterValues = {
  type?: number[];
  category?: number[];
  expertise?: number[];
  language?: string[];
};

const searchVector = sql`${content}.search_vector`;
const webQuery = (term: string) => sql`websearch_to_tsquery('english', ${term})`;

/** `word:* & word:*` from the letters and digits of each word, or undefined when none are left. */
export function prefixQueryText(term: string): string | undefined {
  const words = term
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

function matches(term: string): SQL {
  const prefix = prefixQueryText(term);
  const web = sql`${searchVector} @@ ${webQuery(term)}`;
  return prefix ? sql`(${web} or ${searchVector} @@ to_tsquery('english', ${prefix}))` : web;
}

function filtered(term: string, filters: SearchFilterValues, now: Date): SQL {
  return and(
    isConsumable(now),
    matches(term),
    filters.type ? inArray(content.type, filters.type) : undefined,
    filters.expertise ? inArray(content.expertise, filters.expertise) : undefined,
    filters.language ? inArray(content.language, filters.language) : undefined,
    filters.category
      ? sql`exists (select 1 from ${contentCategory} where ${contentCategory.contentId} = ${qualified(content, content.id)} and ${inArray(contentCategory.categoryId, filters.category)})`
      : undefined,
  ) as SQL;
}

export async function searchContents(
  db: Orm,
  userId: number,
  term: string,
  filters: SearchFilterValues,
  page: Page,
  now: Date,
) {
  const where = filtered(term, filters, now);
  const rows = await db
    .select(contentSummaryColumns(userId))
    .from(content)
    .where(where)
    .orderBy(desc(sql`ts_rank(${searchVector}, ${webQuery(term)})`), asc(content.name), asc(content.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(content).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** How many of the term's matches have each type, category, expertise and language. */
export async function countSearchFacets(db: Orm, term: string, now: Date) {
  const where = filtered(term, {}, now);
  const byColumn = <Column extends typeof content.type | typeof content.expertise | typeof content.language>(
    column: Column,
  ) =>
    db
      .select({ value: column, count: count() })
      .from(content)
      .where(and(where, isNotNull(column)))
      .groupBy(column)
      .orderBy(asc(column));
  return {
    type: await byColumn(content.type),
    expertise: await byColumn(content.expertise),
    language: await byColumn(content.language),
    category: await db
      .select({ value: category.id, label: category.name, count: count() })
      .from(content)
      .innerJoin(contentCategory, eq(contentCategory.contentId, content.id))
      .innerJoin(category, eq(category.id, contentCategory.categoryId))
      .where(where)
      .groupBy(category.id, category.name)
      .orderBy(asc(category.name)),
  };
}
