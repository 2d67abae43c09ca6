import { decodeDates } from '@segno/domain';
import { demoAdminFetch } from './demo-admin-fetch';
import { demo, demoUserId } from './demo-fetch';

/** The mock's 2xx answer to the admin's call; throws otherwise. */
async function answerAsAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  const request = new Request(`http://demo/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await demoAdminFetch(demo, request, demoUserId('admin'));
  if (!answer?.ok) throw new Error(`${method} ${path} answered ${answer?.status}`);
  return answer;
}

/**
 * Calls the mock API as the admin before a story (what the story starts from: a saved assignment, an edited
 * badge); throws unless 2xx. A module apart from demo-admin-fetch, which demo-fetch imports.
 */
export async function callDemoApiAsAdmin(method: string, path: string, body?: unknown): Promise<void> {
  await answerAsAdmin(method, path, body);
}

/** As callDemoApiAsAdmin, answering the decoded body (a created tag, whose id the next call names). */
export async function readDemoApiAsAdmin<Body>(method: string, path: string, body?: unknown): Promise<Body> {
  return decodeDates(await (await answerAsAdmin(method, path, body)).json()) as Body;
}
