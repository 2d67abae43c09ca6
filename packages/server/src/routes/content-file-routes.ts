/** GET /content-files/{name}: files shipped with the product, public like uploads (000, section 7). */
import { endpoints } from '@segno/domain/contract';
import type { Hono } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { ApiError, errorMessages } from '../http/api-error';
import type { Services } from '../services';

export function registerContentFileRoutes(api: Hono<ApiEnv>, services: Services): void {
  api.get(endpoints.contentFile.path, async (c) => {
    const file = await services.contentFiles.read(c.req.param('name'));
    if (!file) throw new ApiError(404, errorMessages.notFound);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.mediaType,
      // The type comes from the file's extension in a folder we ship; browsers must not guess another.
      'X-Content-Type-Options': 'nosniff',
      // A shipped page may style itself, never run scripts or load from elsewhere.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; media-src 'self'",
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
