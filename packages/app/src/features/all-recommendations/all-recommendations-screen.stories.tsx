import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/All recommendations',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/all-recommendations' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recommended is the default tab; dismissing with the keyboard removes the item and keeps focus in the list. */
export const RecommendedWithDismiss: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All recommendations' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    const list = await canvas.findByRole('list', { name: 'Recommended content' });
    const before = within(list).getAllByRole('listitem').length;
    await expect(before).toBeGreaterThan(5);
    within(list)
      .getAllByRole('button', { name: /^Dismiss / })[0]
      ?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before - 1));
    await expect(list).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

/** The arrow key moves to Popular, which loads the popular list and keeps the choice in the URL. */
export const SwitchToPopular: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('tab', { name: 'Recommended' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true'),
    );
    const list = await canvas.findByRole('list', { name: 'Popular content' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('list', { name: 'Recommended content' })).toBeNull();
  },
};
