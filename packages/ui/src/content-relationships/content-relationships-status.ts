import { adminMessages } from '@segno/domain';

/** A linked item's status as a word: drafts and archived items say so; published ones need no note. */
export function statusNote(status: 1 | 2 | 3): string | undefined {
  if (status === 1) return adminMessages.status.draft;
  if (status === 3) return adminMessages.status.archived;
  return undefined;
}
