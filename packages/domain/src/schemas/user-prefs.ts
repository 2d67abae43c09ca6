/** PUT /user/pref: the signed-in user's preferences (000, section 2: the redesign splash is dismissed for good). */
import { z } from '../zod';

export const userPrefsSchema = z.object({ show_redesign_splash: z.boolean() });
export type UserPrefs = z.infer<typeof userPrefsSchema>;

export const userPrefsRequestSchema = userPrefsSchema;
export type UserPrefsRequest = z.infer<typeof userPrefsRequestSchema>;
