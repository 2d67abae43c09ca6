import { demoAdminFetch } from './demo-admin-fetch';
import { demo, demoUserId } from './demo-fetch';

/**
 * Calls the mock API as the admin before a story (what the story starts from: a saved assignment, an edited
 * badge); throws unless 2xx. A module apart from demo-admin-fetch, which demo-fetch imports.
 */
export async function callDemoApiAsAdmin(method: string, path: string, body?: unknown) {
  const request = new Request(`http://demo/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await demoAdminFetch(demo, request, demoUserId('admin'));
  if (!answer?.ok) throw new Error(`${method} ${path} answered ${answer?.status}`);
}
