/**
 * The signed-in session, kept in cookies for user id, username and session (000, section 7). The app reads
 * them to build the basic authorisation header, so they cannot be HttpOnly.
 */
export type Session = { userId: number; username: string; session: string };

const names = { userId: 'user_id', username: 'username', session: 'session' } as const;

/** Every cookie by name, from one read of `document.cookie` (each read asks the browser's cookie store). */
function readCookies(): Map<string, string> {
  return new Map(
    document.cookie.split('; ').flatMap((part) => {
      const equals = part.indexOf('=');
      return equals === -1
        ? []
        : [[part.slice(0, equals), decodeURIComponent(part.slice(equals + 1))] as const];
    }),
  );
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: three plain cookies do not justify a cookie library
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}${maxAge}`;
}

export function readSession(): Session | undefined {
  const cookies = readCookies();
  const userId = Number(cookies.get(names.userId));
  const username = cookies.get(names.username);
  const session = cookies.get(names.session);
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
