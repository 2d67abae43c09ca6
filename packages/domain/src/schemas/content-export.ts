/**
 * The content and segment exports (issue 10; 001 section 7: "GET /api/{type}/{id}/export with type csv or xls
 * and fields[]"): 001 names neither the types nor the fields, so they are ours: a segment's file lists the
 * learners linked to it (subscribed or assigned) with their points in it, by user id; a content's file lists
 * its completions, oldest first. Segment admins only.
 */

/** The objects with an export of their own at /{type}/{id}/export (units have theirs: unitExportFields). */
export const contentExportObjects = ['segment', 'content'] as const;
export type ContentExportObject = (typeof contentExportObjects)[number];

/** A segment's learners, in file order. */
export const segmentExportFields = [
  'userId',
  'username',
  'firstName',
  'lastName',
  'subscribed',
  'assigned',
  'score',
] as const;
export type SegmentExportField = (typeof segmentExportFields)[number];

/** A content's completions, in file order. */
export const contentExportFields = [
  'userId',
  'username',
  'firstName',
  'lastName',
  'completedAt',
  'points',
] as const;
export type ContentExportField = (typeof contentExportFields)[number];
