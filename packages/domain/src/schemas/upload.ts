/**
 * Image upload (000, sections 5 and 7): PUT /upload takes a JPEG, PNG or GIF, known by its first bytes
 * (`sniffImageType`) rather than its name or declared type, and answers the URL it is served from;
 * PUT /user/{id}/profile-image then sets that URL as the profile picture.
 */
import type { ProfileImageType } from '../image-upload';
import { messages } from '../messages';
import { uploadFileField, uploadMaxBytes } from '../upload-fields';
import { z } from '../zod';
/** The largest upload body: a file of the largest size with room for the multipart boundaries and part headers. */
export const uploadMaxBodyBytes = uploadMaxBytes + 64 * 1024;

/** The file name extension a stored upload of each accepted type gets. */
export const imageExtensions: Readonly<Record<ProfileImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** The accepted type a stored upload's extension stands for. */
export function imageTypeForExtension(extension: string): ProfileImageType | undefined {
  const types = Object.keys(imageExtensions) as ProfileImageType[];
  return types.find((type) => imageExtensions[type] === extension);
}

/** PUT and POST /upload: a multipart body whose myFile part is the file. */
export const uploadRequestSchema = z.object({
  [uploadFileField]: z.file({ error: messages.validation.required }),
});

/** PUT /upload */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** PUT /user/{id}/profile-image */
export const profileImageRequestSchema = z.object({
  profile_image_url: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type ProfileImageRequest = z.infer<typeof profileImageRequestSchema>;
