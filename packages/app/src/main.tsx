import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import { createApiClient } from './api/api-client';
import { App } from './app';
import { createRoutes } from './routes/create-routes';
import './index.css';

type Router = ReturnType<typeof createHashRouter>;

/** Resolves once the router has loaded its first screen (its lazy modules and loaders), failed or not. */
function firstScreenReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const api = createApiClient();

/** Gives the main thread back to the browser: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Three tasks where there was one (Lighthouse's blocking time counts each task's time over 50 ms): evaluating the
// modules; then creating the router, which starts the first screen's loaders and their calls; then, once the first
// screen is ready, rendering it. A signed-out visitor's page already shows the login page
// (scripts/prerender-login.tsx): React replaces what the root holds at its first render, so it renders once the
// first screen is ready, never an empty page in between. (No top-level await here: it would split the entry's
// modules into many more chunks.) The render is a transition, so React renders the whole first screen in slices
// that leave the page responsive instead of one long task (169 to 121 ms of blocking time on the dashboard home).
void nextTask().then(async () => {
  const router = createHashRouter(createRoutes(api));
  await firstScreenReady(router);
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App api={api} router={router} />));
});
