/**
 * The contract without its schemas: what a client needs at run time to make a call. The app's production build
 * is given this table alone (packages/app/vite.config.ts), since it does not parse answers again.
 */
import type { CallSpec, HttpMethod } from './define';

export const apiBasePath = '/api';

export type RouteEntry = {
  method: HttpMethod;
  path: string;
  /** No session is sent: the call is public (sign-in, files). */
  isPublic?: true;
  /** The answer is a page of a list, `{ data, total }`: the client warns when either is missing (001 section 11). */
  isList?: true;
  /** The answer is a file, read as a Blob. */
  isFile?: true;
};

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: object } } })._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

export function routeEntryOf(spec: CallSpec): RouteEntry {
  const keys = shapeKeys(spec.answer);
  return {
    method: spec.method,
    path: spec.path,
    ...(spec.access.kind === 'public' ? { isPublic: true as const } : {}),
    ...(keys.includes('data') && keys.includes('total') ? { isList: true as const } : {}),
    ...(spec.answer === 'file' ? { isFile: true as const } : {}),
  };
}

export type RouteTable<Calls extends Record<string, CallSpec>> = {
  [Name in keyof Calls]: RouteEntry & { method: Calls[Name]['method']; path: Calls[Name]['path'] };
};

export function routeTableOf<Calls extends Record<string, CallSpec>>(calls: Calls): RouteTable<Calls> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, spec]) => [name, routeEntryOf(spec)]),
  ) as RouteTable<Calls>;
}

/** A call's path with its parameters filled in, for a route table entry. */
export function pathOf(entry: Pick<RouteEntry, 'path'>, params?: Record<string, string | number>): string {
  return params ? fillPath(entry.path, params) : entry.path;
}

/** The path with its parameters filled in, each URL-encoded. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" in ${path}`);
    return encodeURIComponent(String(value));
  });
}
