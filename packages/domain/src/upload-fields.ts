/**
 * An upload's limits and field (000 sections 5 and 7), apart from the schemas: the learner's first load reads
 * them, and a module that makes schemas would bring Zod with it.
 */
export const uploadMaxBytes = 5 * 1024 * 1024;
/** The multipart field that carries the file. */
export const uploadFileField = 'myFile';
/** The 413's text for a file, or an upload body, over `uploadMaxBytes`. */
export const uploadTooLarge = 'The file must be at most 5 MB.';
