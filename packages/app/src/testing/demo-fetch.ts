/**
 * A `fetch` that answers the API from the server's demo data, for page-level stories: designers and QA see
 * each screen without a server, with the same people and numbers the seeded database holds. A server test
 * (packages/server/src/routes/demo-mock.test.ts) checks the real API answers the same records.
 */
import {
  type ActivityFilter,
  activityQuerySchema,
  apiBasePath,
  authResponseHeader,
  type EndpointName,
  encodeDates,
  endpoints,
  messages,
  type RecommendationKind,
  recommendationKinds,
} from '@segno/domain';
import {
  buildDemoData,
  type DemoUserInclude,
  demoDefinition,
  demoPassword,
  demoUserRecord,
  demoUserStats,
} from '@segno/server/demo-data';
import {
  demoActivities,
  demoLeaderboard,
  demoNetwork,
  demoRecommendations,
  demoUserSegments,
} from './demo-responses';

/** A fixed moment, so every story shows the same dates and numbers. */
export const demoNow = new Date('2026-11-22T12:00:00Z');
export const demo = buildDemoData(demoNow);

export function demoUserId(username: string): number {
  const user = demo.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.id;
}

type Route = { name: EndpointName; pattern: RegExp };
const routes: Route[] = Object.entries(endpoints).map(([name, { method, path }]) => ({
  name: name as EndpointName,
  pattern: new RegExp(`^${method} ${apiBasePath}${path.replace(/:\w+/g, '([^/]+)')}$`),
}));

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function includesOf(url: URL): DemoUserInclude[] {
  return [...url.searchParams.getAll('include[]'), ...url.searchParams.getAll('include')].filter(
    (value): value is DemoUserInclude => value === 'user_medal' || value === 'user_badge',
  );
}

async function signIn(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const user = demo.users.find((candidate) => candidate.username === form.get('username')?.toLowerCase());
  if (!user || form.get('password') !== demoPassword) {
    return json(
      { error: { status: 401, message: messages.login.invalidCredentials } },
      { status: 401, headers: { [authResponseHeader]: messages.login.invalidCredentials } },
    );
  }
  return json({
    user_id: user.id,
    username: user.username,
    session: `demo-session-${user.id}`,
    user: demoUserRecord(demo, user.id),
  });
}

function numberParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function activityFilterParam(url: URL): ActivityFilter | undefined {
  return activityQuerySchema.shape.filter.safeParse(url.searchParams.get('filter') ?? undefined).data;
}

function recommendationKindParam(url: URL): RecommendationKind | undefined {
  return recommendationKinds.find((kind) => kind === url.searchParams.get('type'));
}

/** The user id in the demo session the client sends ('demo-session-{id}'). */
function signedInUserId(request: Request): number {
  const encoded = request.headers.get('Authorization')?.replace(/^Basic /, '') ?? '';
  const match = atob(encoded).match(/demo-session-(\d+)$/);
  return match ? Number(match[1]) : 0;
}

/** Demo visitors have dismissed the redesign splash, so it covers no screen; a story can bring it back. */
const splashWantedBy = new Set<number>();

/** A story `beforeEach` that shows the redesign splash to a demo account until it is dismissed for good. */
export function showRedesignSplashTo(username: string) {
  return () => {
    const userId = demoUserId(username);
    splashWantedBy.add(userId);
    return () => void splashWantedBy.delete(userId);
  };
}

async function saveDemoPrefs(request: Request): Promise<Response> {
  const userId = signedInUserId(request);
  const prefs = (await request.json()) as { show_redesign_splash?: boolean };
  if (prefs.show_redesign_splash === false) splashWantedBy.delete(userId);
  return json({ show_redesign_splash: splashWantedBy.has(userId) });
}

export const demoFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), window.location.origin), init);
  const url = new URL(request.url);
  for (const { name, pattern } of routes) {
    const match = `${request.method} ${url.pathname}`.match(pattern);
    if (!match) continue;
    const id = Number(match[1]);
    switch (name) {
      case 'auth':
        return signIn(request);
      case 'logout':
        return json({ success: true });
      case 'user':
        return json({
          ...demoUserRecord(demo, id, includesOf(url)),
          user_prefs: { show_redesign_splash: splashWantedBy.has(id) },
        });
      case 'userStats':
        return json(demoUserStats(demo, id));
      case 'definition':
        return json(demoDefinition(demo));
      case 'userActivities':
        return json(
          demoActivities(demo, id, {
            limit: numberParam(url, 'limit', 5),
            offset: numberParam(url, 'offset', 0),
            filter: activityFilterParam(url),
          }),
        );
      case 'userNetwork':
        return json(demoNetwork(demo, id, numberParam(url, 'limit', 5)));
      case 'recommendations':
        return json(
          demoRecommendations(
            demo,
            signedInUserId(request),
            numberParam(url, 'limit', 5),
            recommendationKindParam(url),
          ),
        );
      case 'userSegments':
        return json(demoUserSegments(demo, id));
      case 'userPlans':
        return json({ data: [] });
      case 'activeAlert':
        return json({ data: null });
      case 'leaderboard':
        return json(demoLeaderboard(demo, undefined));
      case 'segmentLeaderboard':
        return json(demoLeaderboard(demo, id));
      case 'activityLike':
      case 'activityUnlike':
        return json({ like_count: 1, is_liked: name === 'activityLike' });
      case 'segmentSubscribe':
      case 'segmentUnsubscribe':
        return json({
          segment_id: Number(match[2]),
          is_subscribed: name === 'segmentSubscribe' ? 1 : 0,
          is_assigned: 0,
        });
      case 'userPrefs':
        return saveDemoPrefs(request);
      case 'feedback':
      case 'contentRequest':
        return json({ success: true });
      case 'recommendationDismiss':
      case 'alertDismiss':
        return new Response(null, { status: 204 });
    }
  }
  return json({ error: { status: 404, message: 'Not found' } }, { status: 404 });
};
