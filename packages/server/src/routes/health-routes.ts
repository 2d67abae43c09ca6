/** GET /health: the process is up and answering. Touches no database, so it is the server's bare ceiling too. */
import { defineHandlers } from '../http/register-calls';

export function healthHandlers() {
  return defineHandlers({
    health: ({ c }) => {
      // A stale "ok" from a cache would hide a server that stopped answering.
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    },
  });
}
