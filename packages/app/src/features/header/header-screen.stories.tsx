import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showRedesignSplashTo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Header',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/home' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Help, 'Site feedback', an empty comment is flagged, then sent; the banner thanks. */
export const SendFeedback: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: 'Help' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('button', { name: 'Site feedback' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Site feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await expect(await within(dialog).findByText(/Comment is required/)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'The new home page is clear.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.feedbackSent);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Site feedback' })).toBeNull());
  },
};

export const RequestContent: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Help' }));
    await userEvent.click(await body.findByRole('button', { name: 'Request content' }));
    const dialog = await body.findByRole('dialog', { name: 'Request content' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'A course on giving feedback.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.contentRequestSent);
  },
};

/** The tour walks the header and the home page's activity panels, skipping the absent profile picture. */
export const HelpTour: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: /^Welcome back/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await userEvent.click(await body.findByRole('button', { name: 'Take the tour' }));
    await expect(await body.findByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await expect(body.getByText('Step 1 of 4')).toBeVisible();
    for (const title of ['Your progress', 'Network activity', 'My recent activity']) {
      await userEvent.click(body.getByRole('button', { name: 'Next' }));
      await expect(await body.findByRole('dialog', { name: title })).toBeVisible();
    }
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard only: tick 'Don't show this again' and continue; the preference is saved. */
export const RedesignSplashDismissedForGood: Story = {
  beforeEach: [signedInAs('learner'), showRedesignSplashTo('learner')],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const splash = await body.findByRole('dialog', { name: 'Welcome to the new Segno' });
    within(splash).getByRole('checkbox', { name: "Don't show this again" }).focus();
    await userEvent.keyboard(' ');
    await expect(within(splash).getByRole('checkbox')).toBeChecked();
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await body.findByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  },
};
