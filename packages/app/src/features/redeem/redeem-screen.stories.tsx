import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoRedemptions } from '../../testing/demo-learning-responses';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Redeem',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/redeem/WELCOME1' },
  beforeEach: () => {
    const signOut = signedInAs('learner')();
    const forget = withDemoRedemptions()();
    return () => {
      signOut();
      forget();
    };
  },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A good code redeems as the screen loads; OK (Enter) goes to the dashboard home. */
export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.completion.redeemed });
    await expect(within(dialog).getByText('Refunds and Returns')).toBeVisible();
    await expect(within(dialog).getByText(/20 points/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  },
};

/** An unknown code: the server's message in the error popup. */
export const UnknownCode: Story = {
  args: { path: '/redeem/NOPE123' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.errors.completionTitle });
    await expect(within(dialog).getByText(messages.segnocode.unknown)).toBeVisible();
  },
};

/** An expired code: the server's message. */
export const ExpiredCode: Story = {
  args: { path: '/redeem/EXPIRED1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.errors.completionTitle });
    await expect(within(dialog).getByText(messages.segnocode.expired)).toBeVisible();
  },
};

/** Anything but letters and digits is refused without a call. */
export const NotACode: Story = {
  args: { path: '/redeem/WELCOME-1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.errors.completionTitle });
    await expect(within(dialog).getByText(messages.validation.invalidSegnocode)).toBeVisible();
  },
};
