import { z } from '../zod';

/** The JSON body of every error answer. */
export const errorBodySchema = z.object({
  error: z.object({
    status: z.int(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
