/**
 * Publication status of segments, seglets, contents, plans, units and courses (000 and 001, section 4). Zod-free,
 * so widgets that only need the numbers do not carry the schema library.
 */
export const publicationStatus = { draft: 1, published: 2, archived: 3 } as const;
