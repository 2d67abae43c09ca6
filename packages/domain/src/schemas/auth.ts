import { z } from '../zod';
import { userSchema } from './user';

const flag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);

/** POST /auth form fields: username plus password, or a single-sign-on ticket; optional iPad flag. */
export const authRequestSchema = z.union([
  z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
    ipad: z.optional(flag),
  }),
  z.object({
    ticket: z.string().check(z.minLength(1), z.maxLength(1000)),
    ipad: z.optional(flag),
  }),
]);
export type AuthRequest = z.infer<typeof authRequestSchema>;

export const authResponseSchema = z.object({
  user_id: z.int(),
  username: z.string(),
  session: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
