/** GET /manager/{id}/profiles: a manager's team (000, section 6: a manager has total_managees above 0). */
import { z } from '../zod';
import { managerDataSchema } from './ilt';

export const managedProfileSchema = z.object({
  user_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.nullable(z.string()),
});
export type ManagedProfile = z.infer<typeof managedProfileSchema>;

/**
 * The profiles call also carries the rest of the Manager data (002 section 3: pending and approved
 * responsibilities, business units, pending registrations, has_sessions). Optional: an older answer, or a
 * stand-in the client builds when the call fails, has only the team.
 */
export const managerProfilesResponseSchema = z.extend(
  z.object({
    total_managees: z.int().check(z.minimum(0)),
    data: z.array(managedProfileSchema),
  }),
  z.partial(z.omit(managerDataSchema, { total_managees: true })).shape,
);
export type ManagerProfilesResponse = z.infer<typeof managerProfilesResponseSchema>;
