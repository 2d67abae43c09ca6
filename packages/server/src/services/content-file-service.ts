/**
 * Files shipped with the product in `packages/server/content-files` (the demo video and web page), served
 * read-only by name. Only plain names with a known extension are served, so no path can leave the folder.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const defaultContentFilesDir = fileURLToPath(new URL('../../content-files/', import.meta.url));

const mediaTypes: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

const safeName = /^[a-z0-9][a-z0-9-]{0,80}\.([a-z0-9]{2,4})$/;

export type ContentFile = { bytes: Buffer; mediaType: string };

export function createContentFileService(contentFilesDir = defaultContentFilesDir) {
  return {
    /** The file and its type, or undefined for a name that is not a shipped file. */
    async read(name: string): Promise<ContentFile | undefined> {
      const extension = safeName.exec(name)?.[1];
      const mediaType = extension ? mediaTypes[extension] : undefined;
      if (!mediaType) return undefined;
      try {
        return { bytes: await readFile(join(contentFilesDir, name)), mediaType };
      } catch (error) {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') {
          return undefined;
        }
        throw error;
      }
    },
  };
}

export type ContentFileService = ReturnType<typeof createContentFileService>;
