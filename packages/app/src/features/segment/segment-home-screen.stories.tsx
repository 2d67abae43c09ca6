import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';
import { segmentSortStorageKey } from './segment-home-page';

const meta = {
  title: 'Screens/Segment home',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/segments/1/home' },
  beforeEach: () => {
    signedInAs('learner')();
    window.localStorage.removeItem(segmentSortStorageKey);
    return () => window.localStorage.removeItem(segmentSortStorageKey);
  },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Segment 1: progress, its three seglets with contents linking inside the seglet, medals, badges. */
export const SegmentOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer Service Essentials' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Customer Service Essentials progress' }),
    ).toBeVisible();
    for (const name of ['Greeting', 'Listening', 'Resolving']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Store Safety Basics' })).toHaveAttribute(
      'href',
      '#/dashboard/segments/1/seglets/1/content/23/home',
    );
    await expect(canvas.getByRole('list', { name: 'Medals of Customer Service Essentials' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Badges of Customer Service Essentials' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Leaderboard of Customer Service Essentials' }),
    ).toHaveAttribute('href', '#/dashboard/leaderboard?id=1');
  },
};

const greetingTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Greeting contents' }))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

/** Z-A re-sorts every seglet's contents and is remembered for the next visit. */
export const SortRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Greeting contents' });
    const before = greetingTitles(canvas);
    const sort = canvas.getByRole('combobox', { name: 'Sort contents by' });
    sort.focus();
    await userEvent.selectOptions(sort, 'Z-A');
    await waitFor(() => expect(greetingTitles(canvas)).toEqual([...before].reverse()));
    await expect(window.localStorage.getItem(segmentSortStorageKey)).toBe('name-desc');
  },
};
