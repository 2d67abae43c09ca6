/**
 * The option index the arrow keys move to. -1 means no active option; moving down from it goes to the first
 * option and up from it to the last, and both ends wrap, as in the ARIA combobox pattern.
 */
export function nextActiveIndex(current: number, direction: 'next' | 'previous', count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 'next' ? 0 : count - 1;
  return direction === 'next' ? (current + 1) % count : (current - 1 + count) % count;
}
