import { apiBasePath, decodeDates, encodeDates, pathOf } from '@segno/domain';
import type { CallAnswer, CallName, CallParamsInput } from '@segno/domain/contract';
import { ApiError } from './api-error';
import { checkAnswer } from './check-answer';
import { routeTable } from './route-table';
import type { Session } from './session-cookies';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/** A call's options: its path parameters (required when its path has any), query, body and abort signal. */
export type RequestOptions<Name extends CallName> = (CallParamsInput<Name> extends undefined
  ? { params?: undefined }
  : { params: CallParamsInput<Name> }) & {
  query?: Record<string, QueryValue>;
  /** Sent as an HTML form body, as the spec's form payloads are. */
  form?: Record<string, string | undefined>;
  /** The call's body as JSON; its schema is the contract's (`CallBodyInput`), checked by the server. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  multipart?: FormData;
  /** The router's abort signal: leaving the page cancels the call. Omit it for calls that must not be cancelled. */
  signal?: AbortSignal;
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

/**
 * A page of a list that lacks `data` or `total` is logged as a format warning and read as what it holds, so the
 * page stays (001 section 11).
 */
function withListFields(name: string, answer: unknown): unknown {
  const page = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    data?: unknown;
    total?: unknown;
  };
  if (Array.isArray(page.data) && typeof page.total === 'number') return answer;
  console.warn(`Format warning: the answer of ${name} lacks data or total`);
  const data = Array.isArray(page.data) ? page.data : [];
  return { ...page, data, total: typeof page.total === 'number' ? page.total : data.length };
}

/** Sends one call of the contract: auth header, query, body, date decoding, and in development the answer's check. */
export function createTransport({
  fetch = globalThis.fetch.bind(globalThis),
  getSession,
  onUnauthorized,
  onRequest,
}: TransportOptions) {
  return async function request<Name extends CallName>(
    name: Name,
    options: RequestOptions<Name> = {} as RequestOptions<Name>,
  ): Promise<CallAnswer<Name>> {
    const endpoint = routeTable[name];
    onRequest?.();
    const path = pathOf(endpoint, options.params as Record<string, string | number> | undefined);
    const headers = new Headers({ Accept: 'application/json' });
    const session = getSession();
    if (session && !endpoint.isPublic) headers.set('Authorization', basicAuthorization(session));

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
      if (response.status === 401 && !endpoint.isPublic) onUnauthorized();
      throw new ApiError(response.status, await readBody(response), response.headers);
    }
    // A file (an export's .csv or .xlsx) is read as it is; anything else is JSON or text.
    if (endpoint.isFile) return checkAnswer(name, await response.blob());
    const answer = decodeDates(await readBody(response));
    return checkAnswer(name, endpoint.isList ? withListFields(name, answer) : answer);
  };
}

export type Transport = ReturnType<typeof createTransport>;
