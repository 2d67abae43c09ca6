/**
 * The signed-in session, kept in cookies for user id, username and session (000, section 7). The app reads
 * them to build the basic authorisation header, so they cannot be HttpOnly.
 */
export type Session = { userId: number; username: string; session: string };

const names = { userId: 'user_id', username: 'username', session: 'session' } as const;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: three plain cookies do not justify a cookie library
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}${maxAge}`;
}

export function readSession(): Session | undefined {
  const userId = Number(readCookie(names.userId));
  const username = readCookie(names.username);
  const session = readCookie(names.session);
  if (!Number.isInteger(userId) || userId <= 0 || !username || !session) return undefined;
  return { userId, username, session };
}

export function writeSession({ userId, username, session }: Session) {
  writeCookie(names.userId, String(userId));
  writeCookie(names.username, username);
  writeCookie(names.session, session);
}

export function clearSession() {
  for (const name of Object.values(names)) writeCookie(name, '', 0);
}
