/**
 * The API contract's building blocks: one entry per call, with its method, path, typed path parameters, query,
 * body, answers and access rule. The server registers and parses from the entries, the client takes its types
 * from them, and the fuzz test and the authorisation matrix walk them (ARCHITECTURE.md, "The API contract").
 */
import { maxSqlInteger } from '../schemas/integers';
import { z } from '../zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path's `:name` parameters, as a union of their names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/**
 * A path parameter: a database id, a free text (a search term, a file name), or one of a few words. The server
 * constrains its route by it (an id is digits only), so `/segment/list` and `/segment/{id}` never compete,
 * whatever order they are registered in.
 */
export type ParamSpec =
  | { kind: 'id' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'oneOf'; values: readonly [string, ...string[]] };

export const param = {
  id: { kind: 'id' } as const,
  text: { kind: 'text', maxLength: 100 } as const,
  /** A generated file or upload name: longer than a search text. */
  fileName: { kind: 'text', maxLength: 200 } as const,
  oneOf: <const Values extends readonly [string, ...string[]]>(...values: Values) =>
    ({ kind: 'oneOf', values }) as const,
};

/** A parameter's value as a handler receives it: an id as a number, anything else as its text. */
export type ParamValue<Spec extends ParamSpec> = Spec extends { kind: 'id' }
  ? number
  : Spec extends { kind: 'oneOf'; values: infer Values extends readonly string[] }
    ? Values[number]
    : string;

/** The zod schema a parameter's raw text is parsed with: bad input is a 400, never a 500. */
export function paramSchema(spec: ParamSpec): z.ZodMiniType<unknown, string> {
  switch (spec.kind) {
    case 'id':
      return z
        .pipe(
          z.string().check(z.regex(/^\d{1,10}$/, { error: 'must be a positive whole number' })),
          z.transform(Number),
        )
        .check(z.refine((id) => id >= 1 && id <= maxSqlInteger, { error: 'is out of range' }));
    case 'text':
      return z.string().check(z.trim(), z.minLength(1), z.maxLength(spec.maxLength));
    case 'oneOf':
      return z.enum(spec.values);
  }
}

/**
 * Who may make a call. The server enforces `public`, `signedIn`, `self` and `roles` before the handler runs;
 * `owner` and `managerOf` name an object-level rule the call's service checks, answering 404 to a caller who may
 * not know the object exists (or 403 where the spec says so), and `anyOf` passes when any of its rules does.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** The path's user (`param`) is the caller; 403 otherwise. */
  | { kind: 'self'; param: string }
  /** The caller holds a role the rule accepts (roles.ts `roleRules`); 403 otherwise. */
  | { kind: 'roles'; rule: RoleRuleName }
  /** The caller owns the object the parameter names; checked by the service. */
  | { kind: 'owner'; param: string; object: string }
  /** The caller manages the user the parameter names (directly or through the hierarchy); checked by the service. */
  | { kind: 'managerOf'; param: string }
  /** A rule on the caller's relationships that only the data can tell (`serviceRules`); checked by the service. */
  | { kind: 'rule'; rule: ServiceRuleName }
  | { kind: 'anyOf'; rules: readonly Access[] };

/** Rules on the caller's roles alone (roles.ts `roleRules`). */
export type RoleRuleName = 'segmentAdmin' | 'sessionManager' | 'legalAdmin';

/** Rules the call's service checks, because they depend on more than the caller's roles. */
export const serviceRules = {
  reportReader:
    'a reporting user (segment or legal admin), or a manager for their own hierarchy (canReadReport)',
  teamManager: 'a user who leads a team',
  assessor: 'a manager or assessor of the assessed learner, or a segment admin (002 section 7)',
  sessionLeader:
    'an instructor or segment admin (002 section 6); the service narrows to the sessions they may run',
} as const;
export type ServiceRuleName = keyof typeof serviceRules;

export const access = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signedIn' } as const,
  self: (param = 'user_id') => ({ kind: 'self', param }) as const,
  roles: (rule: RoleRuleName) => ({ kind: 'roles', rule }) as const,
  owner: (param: string, object: string) => ({ kind: 'owner', param, object }) as const,
  managerOf: (param: string) => ({ kind: 'managerOf', param }) as const,
  rule: (rule: ServiceRuleName) => ({ kind: 'rule', rule }) as const,
  anyOf: (...rules: Access[]) => ({ kind: 'anyOf', rules }) as const,
} satisfies Record<string, Access | ((...args: never[]) => Access)>;

/**
 * How the client sends a body. The server reads a form or a JSON body alike (000 section 7 sends forms); a multipart
 * body is parsed with its file parts, which the schema describes with `z.file()`.
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export type BodySpec = { encoding: BodyEncoding; schema: z.ZodMiniType };

/** What a call answers: a JSON body checked by the schema, or a file (an export's download, an upload). */
export type AnswerSpec = z.ZodMiniType | 'file';

export type CallSpec = {
  method: HttpMethod;
  path: string;
  /** One line: what the call does, with the spec section it follows (or "ours" where the spec names none). */
  description: string;
  params?: Record<string, ParamSpec>;
  query?: z.ZodMiniType;
  body?: BodySpec;
  /** The success answer. Refusals answer `errorBodySchema` with the status the catalogue gives. */
  answer: AnswerSpec;
  /** The success status: 200, or 201 for a call that always creates what it answers. */
  status?: 201;
  access: Access;
  /** The largest body the call reads (an upload's file with its multipart framing); over it, 413. */
  maxBodyBytes?: number;
  /** The 413's text when the body is over `maxBodyBytes`, where the call says more than the catalogue's default. */
  bodyTooLarge?: string;
};

type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: { [Name in PathParamNames<Path>]: ParamSpec } };

/** One call of the contract; the type checks that `params` names exactly the path's parameters. */
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<const Path extends string, const Spec extends Omit<CallSpec, 'path' | 'params'>>(
  spec: Spec & { path: Path } & ParamsFor<Path>,
): Spec & { path: Path } & ParamsFor<Path> {
  return spec;
}

export type Contract = Record<string, CallSpec>;

/** The answer of a call whose body no caller reads (a sign-out, a dismissal): any JSON, or nothing. */
export const unknownAnswerSchema = z.unknown();
