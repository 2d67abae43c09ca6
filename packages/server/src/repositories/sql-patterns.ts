/** LIKE patterns built from what a user typed, with the pattern's own wildcards taken literally. */

/** `term` as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
