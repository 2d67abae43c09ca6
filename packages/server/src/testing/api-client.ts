/**
 * Calls to a running server's API for tests: fetch on an API path (signed in or not), the demo sign-in, and a
 * GET that must answer 200. For a server in the test's process (test-server.ts) and one in a process of its
 * own (server-process.ts) alike.
 */
import { type AuthResponse, authResponseSchema, decodeDates } from '@segno/domain';
import type { z } from '@segno/domain/zod';
import { demoPassword } from '../demo/demo-data';
import { basicAuthorization } from '../http/basic-credentials';

export type SignedIn = AuthResponse & { authorization: string };

export type ApiClient = {
  /** Signs in with the demo password (or the one given) and returns the session with its header. */
  signIn: (username: string, password?: string) => Promise<SignedIn>;
  /** fetch on an API path, signed in as `as` when given. */
  request: (path: string, init?: RequestInit & { as?: SignedIn }) => Promise<Response>;
  /** GET an API path that must answer 200, its JSON body decoded and parsed by the schema. */
  readOk: <Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    as?: SignedIn,
  ) => Promise<z.infer<Schema>>;
};

/** A client of the API at `apiUrl` (`http://127.0.0.1:<port>/api`). */
export function createApiClient(apiUrl: string): ApiClient {
  const request: ApiClient['request'] = (path, { as, headers, ...init } = {}) => {
    const allHeaders = new Headers(headers);
    if (as) allHeaders.set('Authorization', as.authorization);
    return fetch(`${apiUrl}${path}`, { ...init, headers: allHeaders });
  };

  const signIn: ApiClient['signIn'] = async (username, password = demoPassword) => {
    const response = await request('/auth', {
      method: 'POST',
      body: new URLSearchParams({ username, password }),
    });
    if (response.status !== 200) throw new Error(`Sign-in of ${username} answered ${response.status}`);
    const body = authResponseSchema.parse(decodeDates(await response.json()));
    return { ...body, authorization: basicAuthorization(body.username, body.session) };
  };

  const readOk: ApiClient['readOk'] = async (path, schema, as) => {
    const response = await request(path, { as });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
    return schema.parse(decodeDates(await response.json()));
  };

  return { signIn, request, readOk };
}
