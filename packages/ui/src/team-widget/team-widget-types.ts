/** One person who reports to the manager, as GET /manager/{id}/profiles lists them. */
export type TeamWidgetMember = {
  user_id: number;
  /** Full name. */
  name: string;
  /** Profile picture address; initials show without one. */
  profile_img?: string;
  /** Where the member's profile opens (/user/{user_id}/profile). */
  href: string;
};
