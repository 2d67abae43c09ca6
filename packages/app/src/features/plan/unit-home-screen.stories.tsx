import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { demoLearnerUnit } from '../../testing/demo-plan-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { unitSortStorageKey } from './unit-home-page';

const meta = {
  title: 'Screens/Plan unit home',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/learning-plan/2' },
  beforeEach: () => {
    signedInAs('learner')();
    window.localStorage.removeItem(unitSortStorageKey);
    return () => window.localStorage.removeItem(unitSortStorageKey);
  },
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const planName = 'Customer Service Foundations';

/** A tree group's card: the canvas names the node; the state sits on the card inside. */
const groupCard = (node: HTMLElement) => node.querySelector('[data-slot="unit-tree-group"]');

/**
 * The plan opens on the learner's first open unit: 'any 2 of 3' group 1 is next, the groups after it are
 * locked, and the plan's name is the third crumb.
 */
export const NextGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: planName }, loaded)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: planName })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeVisible();

    const group1 = await canvas.findByRole('group', { name: 'Group 1' }, loaded);
    await expect(groupCard(group1)).toHaveAttribute('data-state', 'next');
    await expect(group1).toHaveTextContent('Complete any 2 of 3');
    await expect(groupCard(canvas.getByRole('group', { name: 'Group 4' }))).toHaveAttribute(
      'data-state',
      'locked',
    );
    const unit = demoLearnerUnit(demo, demoUserId('learner'), 2, 1);
    const first = unit?.unit_contents.find((item) => item.content_id === 11);
    await expect(within(group1).getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      '#/dashboard/learning-plan/2/unit/1/content/11',
    );

    const units = canvas.getByRole('navigation', { name: 'Units' });
    await expect(within(units).getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(units).queryByRole('link', { name: /A Safe Shop Floor/ })).toBeNull();
    await expect(units).toHaveTextContent('Complete Getting Started to open this unit.');

    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    await expect(crumbs.map((item) => item.textContent)).toEqual([
      'Home',
      '/Learning plans',
      `/${planName}`,
      '/Getting Started',
    ]);
    await expect(within(crumbs[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '#/dashboard/browse-learning?tab=plans',
    );
  },
};

/** A unit the learner cannot open yet says why instead of showing its tree. */
export const LockedUnit: Story = {
  args: { path: '/dashboard/learning-plan/2/unit/2/home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'A Safe Shop Floor' }, loaded),
    ).toBeVisible();
    const status = canvas.getByText('This unit is locked').closest('[data-slot="plan-unit-locked"]');
    await expect(status).toHaveTextContent('Complete Getting Started to open this unit.');
    await expect(canvas.queryByRole('region', { name: 'Unit tree' })).toBeNull();
  },
};

const contentTitles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Contents of Getting Started' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Not Started First is the default; Z-A re-sorts the unit's contents and is remembered under its own key. */
export const SortRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = await canvas.findByRole('combobox', { name: 'Sort by' }, loaded);
    await expect(sort).toHaveValue('not-started-first');
    const titles = contentTitles(canvas);
    sort.focus();
    await userEvent.selectOptions(sort, 'Z-A');
    await waitFor(() =>
      expect(contentTitles(canvas)).toEqual(
        [...titles].sort((a, b) =>
          (b ?? '').localeCompare(a ?? '', 'en', { sensitivity: 'base', numeric: true }),
        ),
      ),
    );
    await expect(window.localStorage.getItem(unitSortStorageKey)).toBe('name-desc');
  },
};

/** The keyboard reaches the tree's content links in order, from the page's top. */
export const KeyboardToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group1 = await canvas.findByRole('group', { name: 'Group 1' }, loaded);
    const [firstLink] = within(group1).getAllByRole('link');
    for (let presses = 0; presses < 60 && document.activeElement !== firstLink; presses += 1) {
      await userEvent.tab();
    }
    await expect(firstLink).toHaveFocus();
    await expect(firstLink).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/dashboard\/learning-plan\/2\/unit\/1\/(content|course)\//),
    );
  },
};
