/** A segment or plan a content item or course belongs to (GET /content/{id}/parents, /course/{id}/parents). */
export type ContentParent = {
  name: string;
  segment_id?: number;
  seglet_id?: number | null;
  plan_id?: number;
  unit_id?: number | null;
};

export type ContentParentsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; parents: readonly ContentParent[] };
