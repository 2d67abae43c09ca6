import { ApiError, errorMessages } from '../http/api-error';
import { defineHandlers } from '../http/register-calls';
import type { Services } from '../services';

export function contentFileHandlers(services: Services) {
  return defineHandlers({
    contentFile: async ({ params, c }) => {
      const file = await services.contentFiles.read(params.name);
      if (!file) throw new ApiError(404, errorMessages.notFound);
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.mediaType,
        // The type comes from the file's extension in a folder we ship; browsers must not guess another.
        'X-Content-Type-Options': 'nosniff',
        // A shipped page may style itself, never run scripts or load from elsewhere.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; media-src 'self'",
        'Cache-Control': 'public, max-age=3600',
      });
    },
  });
}
