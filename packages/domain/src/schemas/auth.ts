import { z } from 'zod';
import { userSchema } from './user';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** POST /auth form fields: username plus password, or a single-sign-on ticket; optional iPad flag. */
export const authRequestSchema = z.union([
  z.object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(200),
    ipad: flag.optional(),
  }),
  z.object({
    ticket: z.string().min(1).max(1000),
    ipad: flag.optional(),
  }),
]);
export type AuthRequest = z.infer<typeof authRequestSchema>;

export const authResponseSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  session: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Name of the response header that carries the reason for a refused login. */
export const authResponseHeader = 'Auth-Response';
