import { type SignInCredentials, SignInRefused } from '@segno/machines';
import { ApiError } from './api-error';
import { createApprovalCalls } from './approval-calls';
import type { createAreaCalls } from './area-calls';
import { withLazyCalls } from './lazy-calls';
import { createLearnerCalls } from './learner-calls';
import { clearSession, readSession } from './session-cookies';
import { createRequestListeners, createTransport, type TransportOptions } from './transport';

type AreaCalls = ReturnType<typeof createAreaCalls>;

/**
 * The calls the app makes, typed by the domain schemas. The sign-in, the signed-in layout and the dashboard home's
 * calls are here; the other screens' calls load on their first use (area-calls.ts), so the first load carries
 * neither their code nor their schemas (issue 11).
 */
export function createApiClient(options: Partial<TransportOptions> = {}) {
  const requestListeners = createRequestListeners();
  const request = createTransport({
    getSession: readSession,
    onUnauthorized: clearSession,
    onRequest: requestListeners.notify,
    ...options,
  });
  let definition: ReturnType<typeof loadDefinition> | undefined;

  function loadDefinition() {
    // Definitions are cached and not cancelable (000, section 7): no signal.
    return request('definition');
  }

  const eagerCalls = {
    ...createLearnerCalls(request),
    ...createApprovalCalls(request),
    /** Listens to every API call from anywhere (the inactivity watcher); returns the unsubscribe function. */
    onRequest: requestListeners.subscribe,
    async signIn(credentials: SignInCredentials) {
      try {
        return await request('auth', { form: { ...credentials } });
      } catch (error) {
        // 401: refused; 429: too many refused attempts (issue 11). Either way the login screen shows the reason.
        if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
          throw new SignInRefused(error.authResponse);
        }
        throw error;
      }
    },
    signOut: (userId: number) => request('logout', { params: { user_id: userId } }),
    getUser: (userId: number, signal?: AbortSignal) =>
      request('user', {
        params: { user_id: userId },
        query: { include: ['user_medal', 'user_badge'] },
        signal,
      }),
    getUserStats: (userId: number, signal?: AbortSignal) =>
      request('userStats', { params: { user_id: userId }, signal }),
    getDefinition() {
      definition ??= loadDefinition().catch((error: unknown) => {
        definition = undefined;
        throw error;
      });
      return definition;
    },
  };
  return withLazyCalls(eagerCalls, async (): Promise<AreaCalls> => {
    const { createAreaCalls } = await import('./area-calls');
    return createAreaCalls(request);
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
