import type { Meta } from '@storybook/react-vite';
import { createMemoryRouter } from 'react-router-dom';
import { createApiClient } from '../api/api-client';
import { clearSession, writeSession } from '../api/session-cookies';
import { App } from '../app';
import { createRoutes } from '../routes/create-routes';
import { withDemoAdminWorld } from './demo-admin-fetch';
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

/** How long a screen's story waits for what it shows: screens load on demand (their chunk, then their calls). */
export const screenLoaded = { timeout: 10_000 };

type DemoScreenMeta = Meta<typeof DemoScreen>;

/**
 * A page-level story file's meta but its title (Storybook reads the title from the file itself): the whole app
 * at `path`, full screen, each story prepared by `beforeEach` (who is signed in, which demo world it changes).
 */
export function demoScreenMeta(path: string, beforeEach: DemoScreenMeta['beforeEach']) {
  return {
    component: DemoScreen,
    parameters: { layout: 'fullscreen' },
    args: { path },
    beforeEach,
  } satisfies DemoScreenMeta;
}

/** An admin screen's meta but its title: the admin signed in, and what a story saves forgotten when it ends. */
export function demoAdminScreenMeta(path: string) {
  return demoScreenMeta(path, [signedInAs('admin'), withDemoAdminWorld()]);
}
