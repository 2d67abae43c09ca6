/**
 * A content item as lists, tiles and search results show it (the API's ContentSummary). Declared here,
 * structurally, because widgets do not import the domain's zod schemas.
 */
export type ContentCardContent = {
  content_id: number;
  name: string;
  /** The numeric content type (1 video, 11 document...). */
  type: number;
  points: number;
  /** The average rating, 1 to 5, or null when nobody rated it. */
  rating: number | null;
  /** 1 basic, 2 intermediate, 3 advanced. */
  expertise: number | null;
  /** Minutes. */
  estimated_time: number | null;
  times_viewed: number;
  /** Decoded by the API client; an item is new while this is within 14 days of now. */
  start_date: Date | null;
  thumbnail_url?: string | null;
  is_complete: boolean;
  is_locked: boolean;
};
