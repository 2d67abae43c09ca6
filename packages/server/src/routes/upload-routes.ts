/**
 * PUT /upload and POST /upload (multipart, file field myFile) and GET /uploads/{name}, which serves what was stored
 * (000, sections 5 and 7).
 */
import { messages, uploadFileField, uploadMaxBytes } from '@segno/domain';
import { endpoints } from '@segno/domain/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import { sendError } from '../http/error-handlers';
import { sendJson } from '../http/send-json';
import type { Services } from '../services';

const tooLarge = 'The file must be at most 5 MB.';
/** Room for the multipart boundaries and part headers around a file of the largest size. */
const multipartOverheadBytes = 64 * 1024;

/** The bytes of the myFile part of a multipart body (400 when there is none). */
async function readUploadedFile(c: Context<ApiEnv>): Promise<Uint8Array> {
  const contentType = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw ApiError.badRequest([{ path: '', message: 'send a multipart/form-data body' }]);
  }
  let file: unknown;
  try {
    file = (await c.req.parseBody())[uploadFileField];
  } catch {
    throw ApiError.badRequest([{ path: '', message: 'the body could not be read' }]);
  }
  if (!(file instanceof File)) {
    throw ApiError.badRequest([{ path: uploadFileField, message: messages.validation.required }]);
  }
  return new Uint8Array(await file.arrayBuffer());
}

export function registerUploadRoutes(
  api: Hono<ApiEnv>,
  services: Services,
  requireSession: MiddlewareHandler<ApiEnv>,
): void {
  const limitBody = bodyLimit({
    maxSize: uploadMaxBytes + multipartOverheadBytes,
    onError: (c) => sendError(c, new ApiError(413, tooLarge)),
  });

  const onUpload = async (c: Context<ApiEnv>) => {
    const bytes = await readUploadedFile(c);
    const result = await services.uploads.store(c.get('signedIn').userId, bytes);
    switch (result.outcome) {
      case 'stored':
        return sendJson(c, { url: result.url });
      case 'notAnImage':
        throw new ApiError(400, messages.errors.notAnImage);
      case 'tooLarge':
        throw new ApiError(413, tooLarge);
      case 'tooManyPixels':
        throw new ApiError(413, messages.errors.imageTooManyPixels);
      case 'unavailable':
        throw new ApiError(503, 'Uploads are not set up on this server.');
    }
  };
  api.put(endpoints.upload.path, requireSession, limitBody, onUpload);
  // The admin image fields send POST (001 section 7); the same upload either way.
  api.post(endpoints.uploadPost.path, requireSession, limitBody, onUpload);

  api.get(endpoints.uploadedFile.path, async (c) => {
    const stored = await services.uploads.read(c.req.param('name'));
    if (!stored) throw new ApiError(404, errorMessages.notFound);
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.mediaType,
      // The type comes from the bytes checked at upload; browsers must not guess another.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      // Names are never reused, so a stored file never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
