/**
 * The server's tests parse every answer with the contract: each 2xx JSON answer is decoded as the client decodes
 * it and parsed with its call's answer schema, and the parse must change nothing the client would read (no
 * default filled in, no value transformed). That is what lets production builds of the app skip parsing answers.
 * A failure answers 500, so the test that made the call fails; the issues are logged.
 */
import { decodeDates } from '@segno/domain';
import { type CallName, type CallSpec, callNames, contract } from '@segno/domain/contract';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env';
import { honoPathOf } from './register-calls';

const callByRoute = new Map<string, CallName>(
  callNames.map((name) => {
    const spec: CallSpec = contract[name];
    return [`${spec.method} ${honoPathOf(spec)}`, name];
  }),
);

/** Where `parsed` differs from `raw`: a value the schema added or changed; keys the schema drops are fine. */
export function parseChanges(parsed: unknown, raw: unknown, path = ''): string[] {
  if (parsed instanceof Date) {
    return raw instanceof Date && raw.getTime() === parsed.getTime() ? [] : [path || '(root)'];
  }
  if (Array.isArray(parsed)) {
    if (!Array.isArray(raw) || raw.length !== parsed.length) return [path || '(root)'];
    return parsed.flatMap((item, index) => parseChanges(item, raw[index], `${path}[${index}]`));
  }
  if (typeof parsed === 'object' && parsed !== null) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [path || '(root)'];
    const record = raw as Record<string, unknown>;
    return Object.entries(parsed).flatMap(([key, value]) =>
      key in record ? parseChanges(value, record[key], path ? `${path}.${key}` : key) : [`${path}.${key}`],
    );
  }
  return Object.is(parsed, raw) ? [] : [path || '(root)'];
}

export const checkAnswers: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const { res } = c;
  if (res.status >= 300 || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const route = c.req.matchedRoutes.findLast((matched) => matched.method !== 'ALL');
  const name = route && callByRoute.get(`${route.method} ${route.path.replace(/^\/api/, '')}`);
  if (!name) return;
  const answer = contract[name].answer;
  if (answer === 'file') return;
  const raw = decodeDates(await res.clone().json());
  const parsed = answer.safeParse(raw);
  const problems = parsed.success
    ? parseChanges(parsed.data, raw).map((path) => `${path}: changed by the parse`)
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (problems.length === 0) return;
  throw new Error(`The answer of ${name} breaks the contract:\n${problems.slice(0, 10).join('\n')}`);
};
