import { z } from '../zod';

/**
 * Classic Zod's `z.preprocess`, which Zod Mini leaves out: `prepare` rewrites the raw input (a form's '' as
 * missing, say), then `schema` checks what it returns. The result reads anything and gives the schema's output.
 */
export function preprocess<Schema extends z.core.$ZodType>(
  prepare: (value: unknown) => unknown,
  schema: Schema,
) {
  return z.pipe(z.transform(prepare), schema);
}
