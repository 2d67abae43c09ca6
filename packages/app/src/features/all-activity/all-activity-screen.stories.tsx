import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/All activity',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/all-activity' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const typesShown = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-slot="activity-feed-item"]')].map((item) =>
    item.getAttribute('data-type'),
  );

/** The learner's 28 activities take two pages; choosing Medals leaves their four medals on one page. */
export const FilterByMedals: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All activity' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'All activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('navigation', { name: 'Activity pages' })).toBeVisible();

    const show = canvas.getByRole('combobox', { name: 'Show' });
    show.focus();
    await userEvent.selectOptions(show, 'Medals');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('medals'));
    await waitFor(() =>
      expect(typesShown(canvas.getByRole('list', { name: 'All activity' }))).toEqual([
        'Medal',
        'Medal',
        'Medal',
        'Medal',
      ]),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Activity pages' })).toBeNull();
  },
};

/** 26 activities make two pages of 20; the second page is reached with the keyboard. */
export const SecondPage: Story = {
  beforeEach: signedInAs('rsilva'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'All activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pager = canvas.getByRole('navigation', { name: 'Activity pages' });
    within(pager).getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', {
          name: 'Page 2',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    await expect(
      within(canvas.getByRole('list', { name: 'All activity' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  },
};

/** A filter with nothing to show says so for that kind. */
export const EmptyFilter: Story = {
  args: { path: '/dashboard/all-activity?filter=badges' },
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No badges earned yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('badges');
    await expect(canvas.queryByRole('list', { name: 'All activity' })).toBeNull();
  },
};
