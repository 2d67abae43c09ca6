/**
 * The API's route table, shared by the server (which registers each path) and the client (which builds
 * URLs from it). Paths are relative to `/api` and use `:name` parameters.
 */
export const endpoints = {
  auth: { method: 'POST', path: '/auth', isPublic: true },
  logout: { method: 'DELETE', path: '/user/:user_id/logout' },
  user: { method: 'GET', path: '/user/:user_id' },
  userStats: { method: 'GET', path: '/user/:user_id/stats' },
  definition: { method: 'GET', path: '/definition' },
} as const;

export type EndpointName = keyof typeof endpoints;

export const apiBasePath = '/api';

type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type EndpointParams<Name extends EndpointName> = Record<
  PathParams<(typeof endpoints)[Name]['path']>,
  string | number
>;

/** Fills a route's `:name` parameters, URL-encoding each value. */
export function buildPath<Name extends EndpointName>(name: Name, params: EndpointParams<Name>): string {
  const values = params as Record<string, string | number>;
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
}
