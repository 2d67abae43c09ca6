/**
 * Image uploads (000, sections 5 and 7): only JPEG, PNG or GIF as their bytes show, at most 5 MB and at most
 * 50 megapixels as their header declares (issue 11), stored under a generated name in the uploads folder and
 * recorded with the uploader.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  imageMaxPixels,
  imageTypeForExtension,
  type ProfileImageType,
  readImageSize,
  sniffImageType,
  uploadMaxBytes,
} from '@segno/domain';
import { insertUpload } from '../repositories/upload-repository';
import type { ServiceContext } from './service-context';
import { generateUploadName, isUploadName, uploadUrl } from './upload-names';

export type UploadServiceContext = ServiceContext & {
  /** Where uploaded files are kept; without it, uploads are refused as unavailable. */
  uploadsDir?: string;
};

export type StoreUploadResult =
  | { outcome: 'stored'; url: string }
  | { outcome: 'notAnImage' }
  | { outcome: 'tooLarge' }
  | { outcome: 'tooManyPixels' }
  | { outcome: 'unavailable' };

export type StoredFile = { bytes: Buffer; mediaType: ProfileImageType };

export function createUploadService({ orm, now, uploadsDir }: UploadServiceContext) {
  return {
    async store(userId: number, bytes: Uint8Array): Promise<StoreUploadResult> {
      if (bytes.byteLength > uploadMaxBytes) return { outcome: 'tooLarge' };
      // spec 000 section 5: the file must be an image; its bytes decide, not its name or declared type.
      const type = sniffImageType(bytes);
      if (!type) return { outcome: 'notAnImage' };
      // A header that cannot be read is no image a browser would show.
      const size = readImageSize(type, bytes);
      if (!size) return { outcome: 'notAnImage' };
      if (size.width * size.height > imageMaxPixels) return { outcome: 'tooManyPixels' };
      if (!uploadsDir) return { outcome: 'unavailable' };
      const name = generateUploadName(type);
      const path = join(uploadsDir, name);
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
      try {
        await insertUpload(orm, {
          name,
          userId,
          mediaType: type,
          byteSize: bytes.byteLength,
          createdAt: now(),
        });
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { outcome: 'stored', url: uploadUrl(name) };
    },

    /** The stored file and its type, or undefined when the name is not one this server gives out. */
    async read(name: string): Promise<StoredFile | undefined> {
      if (!uploadsDir || !isUploadName(name)) return undefined;
      const mediaType = imageTypeForExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!mediaType) return undefined;
      try {
        return { bytes: await readFile(join(uploadsDir, name)), mediaType };
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
  };
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

export type UploadService = ReturnType<typeof createUploadService>;
