/**
 * Registers the contract's calls on the API: each route's path comes from the contract with its parameters
 * constrained (an id is digits only), so the order of registration does not matter; the access rule, the path
 * parameters, the query and the body are checked and parsed here, once, before the handler runs; and whatever the
 * handler hands back is the answer (ARCHITECTURE.md, "The API contract").
 */
import { apiBasePath, roleRules, stripAngleBrackets } from '@segno/domain';
import {
  type Access,
  type ApiContract,
  type BodySpec,
  type CallAnswerInput,
  type CallBody,
  type CallName,
  type CallParams,
  type CallQuery,
  type CallSpec,
  contract,
  type ParamSpec,
  paramSchema,
} from '@segno/domain/contract';
import type { z } from '@segno/domain/zod';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { queryWithLists } from '../routes/query-arrays';
import type { SignedInUser } from '../services/session-service';
import type { ApiEnv } from './api-env';
import { ApiError, errorMessages } from './api-error';
import { sendError } from './error-handlers';
import { readFormOrJson } from './request-input';
import { sendJson } from './send-json';

export type CallInput<Name extends CallName> = {
  params: CallParams<Name>;
  query: CallQuery<Name>;
  body: CallBody<Name>;
  /** The signed-in caller; a public call has none. */
  caller: ApiContract[Name]['access'] extends { kind: 'public' } ? SignedInUser | undefined : SignedInUser;
  /** The request itself, for what the contract does not describe: headers, a file part, a streamed answer. */
  c: Context<ApiEnv>;
};

/** A call's handler: its answer (sent as JSON), or a whole `Response` (a file). Refusals are thrown `ApiError`s. */
export type CallHandler<Name extends CallName> = (
  input: CallInput<Name>,
) => Promise<CallAnswerInput<Name> | Response> | CallAnswerInput<Name> | Response;

export type CallHandlers<Names extends CallName = CallName> = { [Name in Names]: CallHandler<Name> };

/** Types a group of handlers against the contract, each by its call's name. */
export function defineHandlers<Names extends CallName>(handlers: CallHandlers<Names>): CallHandlers<Names> {
  return handlers;
}

/** Hono's pattern for a parameter: ids are digits, words one of theirs, texts any one segment. */
function honoParam(name: string, spec: ParamSpec): string {
  switch (spec.kind) {
    case 'id':
      return `:${name}{[0-9]+}`;
    case 'oneOf':
      // Grouped: Hono does not anchor each alternative, so `plan|unit` alone would also take `planet`.
      return `:${name}{(?:${spec.values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})}`;
    case 'text':
      return `:${name}`;
  }
}

export function honoPathOf(spec: CallSpec): string {
  return spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const param = spec.params?.[name];
    if (!param) throw new Error(`${spec.method} ${spec.path} does not describe its parameter ${name}`);
    return honoParam(name, param);
  });
}

/**
 * Most specific first: at each step of the path a literal before a word, a word before an id, an id before a
 * free text, so a text parameter never takes a path a literal route names.
 */
function specificity(spec: CallSpec): number[] {
  return spec.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return 0;
      const kind = spec.params?.[segment.slice(1)]?.kind;
      return kind === 'oneOf' ? 1 : kind === 'id' ? 2 : 3;
    });
}

function bySpecificity(a: CallSpec, b: CallSpec): number {
  const [left, right] = [specificity(a), specificity(b)];
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return right.length - left.length;
}

type Verdict = 'pass' | 'service' | ApiError;

/** What the server can tell from the caller and the path; object-level rules are the service's (`'service'`). */
function accessVerdict(
  rule: Access,
  caller: SignedInUser | undefined,
  params: Record<string, unknown>,
  { isSelfTrusted = false } = {},
): Verdict {
  switch (rule.kind) {
    case 'public':
      return 'pass';
    case 'signedIn':
      return caller ? 'pass' : new ApiError(401, errorMessages.unauthenticated);
    case 'self':
      return caller && (isSelfTrusted || params[rule.param] === caller.userId)
        ? 'pass'
        : new ApiError(403, errorMessages.forbidden);
    case 'roles':
      return caller && roleRules[rule.rule](caller.roles)
        ? 'pass'
        : new ApiError(
            403,
            rule.rule === 'segmentAdmin' ? errorMessages.notSegmentAdmin : errorMessages.forbidden,
          );
    case 'owner':
    case 'managerOf':
    case 'rule':
      return 'service';
    case 'anyOf': {
      const verdicts = rule.rules.map((each) => accessVerdict(each, caller, params, { isSelfTrusted }));
      if (verdicts.includes('pass')) return 'pass';
      if (verdicts.includes('service')) return 'service';
      return verdicts[0] ?? new ApiError(403, errorMessages.forbidden);
    }
  }
}

function parseWith<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  prefix = '',
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw ApiError.fromZod(parsed.error, prefix);
  return parsed.data;
}

type RawParam = (name: string) => string | undefined;

/**
 * The path parameters, parsed, once the caller may make the call: the caller's session and roles are checked
 * before a malformed parameter is reported (as the role middleware did), a `self` rule after it.
 */
function guardedParams(
  spec: CallSpec,
  raw: RawParam,
  caller: SignedInUser | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  let malformed: ApiError | undefined;
  for (const [name, param] of Object.entries(spec.params ?? {})) {
    const parsed = paramSchema(param).safeParse(raw(name));
    if (parsed.success) params[name] = parsed.data;
    else malformed ??= ApiError.fromZod(parsed.error, name);
  }
  if (malformed) {
    const byRoles = accessVerdict(spec.access, caller, params, { isSelfTrusted: true });
    throw byRoles instanceof ApiError ? byRoles : malformed;
  }
  const verdict = accessVerdict(spec.access, caller, params);
  if (verdict instanceof ApiError) throw verdict;
  return params;
}

/** The list fields of a query schema (`filters[]`), read from every repetition and comma list. */
function listFieldsOf(schema: z.ZodMiniType): string[] {
  const shape = (schema as { _zod: { def: { shape?: Record<string, z.ZodMiniType> } } })._zod.def.shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => isListSchema(field))
    .map(([name]) => name);
}

function isListSchema(schema: z.ZodMiniType): boolean {
  const def = (schema as { _zod: { def: { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType } } })
    ._zod.def;
  if (def.type === 'array') return true;
  const inner = def.innerType ?? def.in;
  return inner ? isListSchema(inner) : false;
}

const listFields = new WeakMap<z.ZodMiniType, string[]>();

function parseQuery(spec: CallSpec, c: Context): unknown {
  if (!spec.query) return undefined;
  let lists = listFields.get(spec.query);
  if (!lists) {
    lists = listFieldsOf(spec.query);
    listFields.set(spec.query, lists);
  }
  return parseWith(spec.query, queryWithLists(c, lists));
}

/** A multipart body with its file parts (texts without angle brackets); any other body as a form or JSON. */
async function readBodyOf(body: BodySpec, c: Context): Promise<Record<string, unknown>> {
  if (body.encoding !== 'multipart') return readFormOrJson(c);
  const contentType = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw ApiError.badRequest([{ path: '', message: 'send a multipart/form-data body' }]);
  }
  try {
    const parts = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(parts).map(([name, value]) => [
        name,
        typeof value === 'string' ? stripAngleBrackets(value) : value,
      ]),
    );
  } catch {
    throw ApiError.badRequest([{ path: '', message: 'the body could not be read' }]);
  }
}

type Unconstrained = { method: string; pattern: RegExp; spec: CallSpec };

/** Every call's path with its parameters unconstrained, to tell a malformed parameter from an unknown address. */
const unconstrained: Unconstrained[] = Object.values(contract as Record<string, CallSpec>).map((spec) => ({
  method: spec.method,
  pattern: new RegExp(`^${spec.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
  spec,
}));

function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The answer for a request no route took: a call's address with a malformed parameter (`/segment/x/badge`) is
 * answered as the call's route would have (401 without a session, 403 without the role, else 400 with the
 * parameter's issue); anything else is 404.
 */
export function createNotFoundHandler(requireSession: MiddlewareHandler<ApiEnv>) {
  return async (c: Context<ApiEnv>): Promise<Response> => {
    const path = c.req.path.slice(apiBasePath.length);
    const candidate = unconstrained
      .filter(({ method }) => method === c.req.method)
      .map(({ pattern, spec }) => ({ groups: pattern.exec(path)?.groups, spec }))
      .find(({ groups }) => groups !== undefined);
    try {
      if (candidate?.groups) {
        const { groups, spec } = candidate;
        if (spec.access.kind !== 'public') await requireSession(c, async () => undefined);
        const caller = spec.access.kind === 'public' ? undefined : c.get('signedIn');
        const raw = (name: string) => (groups[name] === undefined ? undefined : decodedOrAsIs(groups[name]));
        guardedParams(spec, raw, caller);
      }
      return sendError(c, new ApiError(404, errorMessages.notFound));
    } catch (error) {
      if (error instanceof ApiError) return sendError(c, error);
      throw error;
    }
  };
}

/** Set, in tests, on a refusal the registrar made before the handler ran. */
export const refusedByContractHeader = 'Segno-Refused-By';

/** The route handlers `registerCalls` made: a route whose handler is not among them was registered by hand. */
const contractRouteHandlers = new WeakSet<object>();

export function isRegisteredFromContract(handler: object): boolean {
  return contractRouteHandlers.has(handler);
}

/**
 * Registers every call that has a handler. The route is registered with the contract's path (its parameters
 * constrained), after the session check when the call is not public.
 */
export function registerCalls(
  api: Hono<ApiEnv>,
  handlers: Partial<CallHandlers>,
  requireSession: MiddlewareHandler<ApiEnv>,
  {
    before = {},
    isMarkingRefusals = false,
  }: {
    /** A call's own check, run after the session's and before its input is read (a feature switch). */
    before?: Partial<Record<CallName, MiddlewareHandler<ApiEnv>>>;
    /** Tests: a refusal of the path, access, query or body says so in `refusedByContractHeader` (the fuzz test). */
    isMarkingRefusals?: boolean;
  } = {},
): void {
  // Hono's overloads type a fixed number of handlers; the chain here is built at run time.
  const on = api.on.bind(api) as (
    method: string,
    path: string,
    ...chain: MiddlewareHandler<ApiEnv>[]
  ) => void;
  const names = (Object.keys(handlers) as CallName[]).sort((a, b) => bySpecificity(contract[a], contract[b]));
  for (const name of names) {
    const spec: CallSpec = contract[name];
    const handler = handlers[name] as CallHandler<CallName>;
    const middleware: MiddlewareHandler<ApiEnv>[] = [];
    if (spec.access.kind !== 'public') middleware.push(requireSession);
    const gate = before[name];
    if (gate) middleware.push(gate);
    if (spec.maxBodyBytes !== undefined) {
      middleware.push(
        bodyLimit({
          maxSize: spec.maxBodyBytes,
          onError: () => {
            throw new ApiError(413, spec.bodyTooLarge ?? errorMessages.bodyTooLarge);
          },
        }),
      );
    }
    const route: MiddlewareHandler<ApiEnv> = async (c) => {
      const caller = spec.access.kind === 'public' ? undefined : c.get('signedIn');
      let input: Omit<CallInput<CallName>, 'c'>;
      try {
        const params = guardedParams(spec, (param) => c.req.param(param), caller);
        const query = parseQuery(spec, c);
        const body = spec.body ? parseWith(spec.body.schema, await readBodyOf(spec.body, c)) : undefined;
        input = { params, query, body, caller } as Omit<CallInput<CallName>, 'c'>;
      } catch (error) {
        if (isMarkingRefusals && error instanceof ApiError) {
          error.options.headers = { ...error.options.headers, [refusedByContractHeader]: 'contract' };
        }
        throw error;
      }
      const answer = await handler({ ...input, c } as CallInput<CallName>);
      if (answer instanceof Response) return answer;
      if (spec.status) c.status(spec.status);
      return sendJson(c, answer as object);
    };
    contractRouteHandlers.add(route);
    on(spec.method, honoPathOf(spec), ...middleware, route);
  }
}
