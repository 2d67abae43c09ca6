/**
 * Whole numbers a request may name. PostgreSQL's integer columns hold at most `maxSqlInteger`: a schema that lets
 * a larger id, count or page through would have the database refuse it, so every input schema bounds its
 * integers here, and the fuzz test holds them to it (a valid input must reach its handler).
 */
import { z } from '../zod';

export const maxSqlInteger = 2_147_483_647;

/** A whole number in a JSON body, from `min` to PostgreSQL's integer maximum. */
export const sqlInteger = (min = 0) => z.int().check(z.minimum(min), z.maximum(maxSqlInteger));

/** The same read from a query string or a form field, where it arrives as text. */
export const sqlIntegerText = (min = 0) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(maxSqlInteger));
