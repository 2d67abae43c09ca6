import type { APIRequestContext } from '@playwright/test';

/** Signs a demo account in over the API (every demo password is 'demo'): its id and the headers to send. */
export async function apiSignIn(request: APIRequestContext, username: string) {
  const auth = await request.post('/api/auth', { form: { username, password: 'demo' } });
  const { user_id, session } = (await auth.json()) as { user_id: number; session: string };
  const authorization = `Basic ${Buffer.from(`${username}:${session}`).toString('base64')}`;
  return { userId: user_id, headers: { authorization } };
}

/** Reads what the server holds for a demo account, to compare with what the page shows. */
export async function statsFromServer(request: APIRequestContext, username: string) {
  const { userId, headers } = await apiSignIn(request, username);
  const stats = await request.get(`/api/user/${userId}/stats`, { headers });
  return (await stats.json()) as {
    score: number;
    bronze_count: number;
    silver_count: number;
    gold_count: number;
    badge_count: number;
    level: number;
    current_rank: number;
    rank_out_of: number;
  };
}
