import { createMemoryRouter } from 'react-router-dom';
import { createApiClient } from '../api/api-client';
import { clearSession, writeSession } from '../api/session-cookies';
import { App } from '../app';
import { createRoutes } from '../routes/create-routes';
import { demoFetch, demoUserId } from './demo-fetch';

/** The whole app at one route, on the demo API: what a page-level story renders. */
export function DemoScreen({ path }: { path: string }) {
  const api = createApiClient({ fetch: demoFetch });
  return <App api={api} router={createMemoryRouter(createRoutes(api), { initialEntries: [path] })} />;
}

/** A story `beforeEach` that signs a demo account in (cookies) and signs it out afterwards. */
export function signedInAs(username: string) {
  return () => {
    const userId = demoUserId(username);
    writeSession({ userId, username, session: `demo-session-${userId}` });
    return clearSession;
  };
}
