/**
 * Prints a single-sign-on ticket for a username, signed with the same secret the server uses
 * (SEGNO_SECRET, else `<SEGNO_DATA_DIR>/sso-secret`). It does not open the database.
 *
 *   tsx --conditions=@segno/source packages/server/src/cli/sso-ticket.ts learner
 */
import { loadServerSecret } from '../auth/server-secret';
import { createSsoTicket } from '../auth/sso-ticket';
import { readServerConfig } from '../server-config';

const username = process.argv[2]?.trim();
if (username) {
  const secret = await loadServerSecret(readServerConfig().dataDir);
  process.stdout.write(`${createSsoTicket(username, secret, new Date())}\n`);
} else {
  console.error('Usage: sso-ticket <username>');
  process.exitCode = 2;
}
