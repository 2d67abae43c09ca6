import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the request came from: the socket's peer under the Node server. Requests made in-process (tests,
 * `app.request`) have no socket and share one name. Behind a reverse proxy every client has the proxy's
 * address; the sign-in throttle then counts per account only, which is the safe side.
 */
export function clientAddress(c: Context): string {
  const hasSocket = typeof c.env === 'object' && c.env !== null && 'incoming' in c.env;
  return (hasSocket ? getConnInfo(c).remote.address : undefined) ?? 'in-process';
}
