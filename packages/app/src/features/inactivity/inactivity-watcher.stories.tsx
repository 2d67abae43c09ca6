import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../api/api-client';
import { ApiProvider } from '../../api/api-context';
import { readSession } from '../../api/session-cookies';
import { demoFetch, demoUserId } from '../../testing/demo-fetch';
import { signedInAs } from '../../testing/demo-screen';
import { type InactivityDelays, InactivityWatcher } from './inactivity-watcher';

/** The watcher on a page, with the spec's 2 hours shortened to a moment so the warning can be seen. */
function WatchedPage({ delays }: { delays: InactivityDelays }) {
  const [api] = useState(() => createApiClient({ fetch: demoFetch }));
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        element: (
          <main className="grid gap-4 p-4">
            <h1 className="text-xl font-semibold">Signed-in page</h1>
            <button type="button" onClick={() => void api.getUserStats(demoUserId('learner'))}>
              Make a request
            </button>
            <InactivityWatcher userId={demoUserId('learner')} delays={delays} />
          </main>
        ),
      },
      { path: '/login', element: <h1>Sign in</h1> },
    ]),
  );
  return (
    <ApiProvider api={api}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}

const meta = {
  title: 'Screens/Inactivity',
  component: WatchedPage,
  parameters: { layout: 'fullscreen' },
  args: { delays: { inactivityWarning: 400, inactivityTick: 1000 } },
  beforeEach: signedInAs('learner'),
} satisfies Meta<typeof WatchedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const warningOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole(
    'alertdialog',
    { name: messages.inactivity.title },
    { timeout: 3000 },
  );

/** The warning counts down; keep alive (keyboard) closes it and the wait starts again. */
export const KeepAlive: Story = {
  play: async ({ canvasElement }) => {
    const warning = await warningOf(canvasElement);
    await expect(warning).toHaveTextContent('You will be signed out in 10 seconds.');
    await waitFor(() => expect(warning).toHaveTextContent('You will be signed out in 9 seconds.'), {
      timeout: 2000,
    });
    await waitFor(() =>
      expect(within(warning).getByRole('button', { name: messages.inactivity.keepAlive })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    await expect(readSession()).toBeDefined();
    // The wait restarted: the warning comes back after another quiet moment.
    await expect(await warningOf(canvasElement)).toHaveTextContent('You will be signed out in 10 seconds.');
  },
};

/** Every request restarts the wait: clicking within the warning time keeps it away. */
export const RequestsRestartTheWait: Story = {
  args: { delays: { inactivityWarning: 800, inactivityTick: 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = await canvas.findByRole('button', { name: 'Make a request' });
    for (let step = 0; step < 4; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await userEvent.click(button);
    }
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(await warningOf(canvasElement)).toBeVisible();
  },
};

/** Log off signs out, clears the session and goes to login. */
export const LogOff: Story = {
  play: async ({ canvasElement }) => {
    const warning = await warningOf(canvasElement);
    await userEvent.click(within(warning).getByRole('button', { name: messages.inactivity.logOff }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(readSession()).toBeUndefined();
  },
};

/** The countdown's end does the same as log off. */
export const CountdownEnds: Story = {
  args: { delays: { inactivityWarning: 300, inactivityTick: 100 } },
  play: async ({ canvasElement }) => {
    await warningOf(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sign in' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(readSession()).toBeUndefined();
  },
};
