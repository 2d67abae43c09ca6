/**
 * The response headers every answer carries (issue 11): a Content-Security-Policy with no inline script (the
 * built app is one module script and its chunks, all from this origin), nosniff, and framing by this origin
 * only. Answers that set their own, stricter policy (content files, uploads) keep it.
 *
 * Allowed beyond this origin: frames, images and media over https (external content opens in the iframe popup,
 * 000 section 2; admins may give content images and videos by URL). Inline styles are allowed: React, Radix and
 * React Flow position elements with style attributes; scripts never are.
 */
import { secureHeaders } from 'hono/secure-headers';

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      frameSrc: ["'self'", 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    overwrite: false,
  });
