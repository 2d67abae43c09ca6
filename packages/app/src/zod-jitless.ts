/**
 * What `zod/mini` means in the app's build (an alias in vite.config.ts): Zod Mini with jitless on, set before any
 * schema is made. Zod compiles fast object parsers with `new Function` after probing, when each object schema is
 * made, whether eval is allowed; under the server's Content-Security-Policy (no 'unsafe-eval') the probe fails
 * quietly but the browser reports a violation on every page. Jitless skips both; parsing gives the same results.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';
