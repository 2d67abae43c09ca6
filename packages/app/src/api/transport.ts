import {
  apiBasePath,
  buildPath,
  decodeDates,
  type EndpointName,
  type EndpointParams,
  encodeDates,
  endpoints,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
import { ApiError } from './api-error';
import type { Session } from './session-cookies';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export type RequestOptions<Name extends EndpointName, Schema extends z.ZodMiniType> = {
  params?: EndpointParams<Name>;
  query?: Record<string, QueryValue>;
  /** Sent as an HTML form body, as the spec's form payloads are. */
  form?: Record<string, string | undefined>;
  json?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  multipart?: FormData;
  /** The router's abort signal: leaving the page cancels the call. Omit it for calls that must not be cancelled. */
  signal?: AbortSignal;
  /** The answer is a file, handed to the schema as a Blob (an export download). */
  binary?: true;
  schema: Schema;
};

export type TransportOptions = {
  fetch?: typeof globalThis.fetch;
  getSession: () => Session | undefined;
  /** Called on any 401 before the error is thrown: the session is no longer good. */
  onUnauthorized: () => void;
  /** Called as every call starts, from anywhere in the app: the inactivity watcher restarts its wait. */
  onRequest?: () => void;
};

/** Listeners of every API call; the api client hands `notify` to the transport as its `onRequest`. */
export function createRequestListeners() {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    /** Returns the unsubscribe function. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Array parameters are sent with a `[]` suffix (000, section 7). */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function basicAuthorization({ username, session }: Session): string {
  const bytes = new TextEncoder().encode(`${username}:${session}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one call of the route table: auth header, query, body, date decoding and schema check. */
export function createTransport({
  fetch = globalThis.fetch.bind(globalThis),
  getSession,
  onUnauthorized,
  onRequest,
}: TransportOptions) {
  return async function request<Name extends EndpointName, Schema extends z.ZodMiniType>(
    name: Name,
    options: RequestOptions<Name, Schema>,
  ): Promise<z.output<Schema>> {
    const endpoint = endpoints[name];
    onRequest?.();
    const path = options.params ? buildPath(name, options.params) : endpoint.path;
    const headers = new Headers({ Accept: 'application/json' });
    const session = getSession();
    if (session && !('isPublic' in endpoint)) headers.set('Authorization', basicAuthorization(session));

    let body: BodyInit | undefined;
    if (options.form) {
      body = new URLSearchParams(
        Object.entries(options.form).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
    } else if (options.multipart) {
      body = options.multipart;
    } else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(encodeDates(options.json));
    }

    const response = await fetch(`${apiBasePath}${path}${toQueryString(options.query)}`, {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
    });
    if (!response.ok) {
      if (response.status === 401 && !('isPublic' in endpoint)) onUnauthorized();
      throw new ApiError(response.status, await readBody(response), response.headers);
    }
    // A file (an export's .csv or .xlsx) is read as it is; anything else is JSON or text.
    if (options.binary) return options.schema.parse(await response.blob());
    return options.schema.parse(decodeDates(await readBody(response)));
  };
}

export type Transport = ReturnType<typeof createTransport>;
