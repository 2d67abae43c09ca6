/**
 * The rows a leaderboard preview shows around the focused learner (000, section 9: "about 3 entries
 * around the focused user"): the row before, the learner, and the row after. At either end of the table the
 * window slides inward so it still holds `size` rows; without the learner, it shows the top rows.
 */
export function entriesAround<Entry extends { user_id: number }>(
  entries: readonly Entry[],
  focusedUserId: number | undefined,
  size = 3,
): Entry[] {
  const index = entries.findIndex((entry) => entry.user_id === focusedUserId);
  if (index === -1) return entries.slice(0, size);
  const before = Math.floor((size - 1) / 2);
  const start = Math.max(0, Math.min(index - before, entries.length - size));
  return entries.slice(start, start + size);
}
