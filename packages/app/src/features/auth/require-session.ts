import { redirect } from 'react-router-dom';
import { readSession, type Session } from '../../api/session-cookies';
import { paths } from '../../paths';

/** The logged-in gate: without a session the visitor goes to login, which returns them here afterwards. */
export function requireSession(request: Request): Session {
  const session = readSession();
  if (session) return session;
  const wanted = new URL(request.url);
  throw redirect(paths.login({ redirectUrl: `${wanted.pathname}${wanted.search}` }));
}
