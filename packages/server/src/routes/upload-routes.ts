/**
 * PUT /upload and POST /upload (multipart, file field myFile) and GET /uploads/{name}, which serves what was stored
 * (000, sections 5 and 7).
 */
import { messages, uploadTooLarge } from '@segno/domain';
import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function uploadHandlers(services: Services) {
  async function store(userId: number, file: File) {
    const result = await services.uploads.store(userId, new Uint8Array(await file.arrayBuffer()));
    switch (result.outcome) {
      case 'stored':
        return { url: result.url };
      case 'notAnImage':
        throw new ApiError(400, messages.errors.notAnImage);
      case 'tooLarge':
        throw new ApiError(413, uploadTooLarge);
      case 'tooManyPixels':
        throw new ApiError(413, messages.errors.imageTooManyPixels);
      case 'unavailable':
        throw new ApiError(503, 'Uploads are not set up on this server.');
    }
  }

  return defineHandlers({
    upload: ({ body, caller }) => store(caller.userId, body.myFile),
    // The admin image fields send POST (001 section 7); the same upload either way.
    uploadPost: ({ body, caller }) => store(caller.userId, body.myFile),
    uploadedFile: async ({ params, c }) => {
      const stored = await services.uploads.read(params.name);
      if (!stored) throw new ApiError(404, errorMessages.notFound);
      return c.body(new Uint8Array(stored.bytes), 200, {
        'Content-Type': stored.mediaType,
        // The type comes from the bytes checked at upload; browsers must not guess another.
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        // Names are never reused, so a stored file never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },
  });
}
