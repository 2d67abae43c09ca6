/**
 * Names and URLs of stored uploads: a random name the server generates, with the extension of the type the
 * bytes showed, served at `/api/uploads/{name}`. Nothing a client sends ever becomes part of a file path.
 */
import { randomBytes } from 'node:crypto';
import { apiBasePath, imageExtensions, type ProfileImageType } from '@segno/domain';
import { buildPath } from '@segno/domain/contract';

const uploadNamePattern = /^[0-9a-f]{32}\.(jpg|png|gif)$/;

export function generateUploadName(type: ProfileImageType): string {
  return `${randomBytes(16).toString('hex')}.${imageExtensions[type]}`;
}

export function isUploadName(name: string): boolean {
  return uploadNamePattern.test(name);
}

export function uploadUrl(name: string): string {
  return `${apiBasePath}${buildPath('uploadedFile', { name })}`;
}

/** The upload name in a URL this server issued, or undefined for any other URL. */
export function uploadNameFromUrl(url: string): string | undefined {
  const prefix = uploadUrl('');
  if (!url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  return isUploadName(name) ? name : undefined;
}
