/** GET /manager/{id}/profiles: a manager's team (000, section 6: a manager has total_managees above 0). */
import { z } from 'zod';

export const managedProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_img: z.string().nullable(),
});
export type ManagedProfile = z.infer<typeof managedProfileSchema>;

export const managerProfilesResponseSchema = z.object({
  total_managees: z.number().int().min(0),
  data: z.array(managedProfileSchema),
});
export type ManagerProfilesResponse = z.infer<typeof managerProfilesResponseSchema>;

/** A user is a manager when the profiles call counts managees (000, section 6). */
export function isManager(profiles: Pick<ManagerProfilesResponse, 'total_managees'>): boolean {
  return profiles.total_managees > 0;
}
