import { StrictMode } from 'react';
import { type createHashRouter, RouterProvider } from 'react-router-dom';
import type { ApiClient } from './api/api-client';
import { ApiProvider } from './api/api-context';

type Router = ReturnType<typeof createHashRouter>;

/** The app around a router built from `createRoutes(api)`: hash routes in the browser, memory routes in stories. */
export function App({ api, router }: { api: ApiClient; router: Router }) {
  return (
    <StrictMode>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </StrictMode>
  );
}
