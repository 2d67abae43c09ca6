import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ladderDocument, storyContents, storyNow } from '../content-card/content-card-fixtures';
import { SegletList, type SegletListSeglet } from './seglet-list';

const seglets: SegletListSeglet[] = [
  { seglet_id: 1, name: 'Getting started', points: 35, score: 10, contents: storyContents.slice(0, 2) },
  { seglet_id: 2, name: 'On the floor', points: 16, score: 0, contents: storyContents.slice(2) },
  { seglet_id: 3, name: 'Coming soon', points: 0, score: 0, contents: [] },
];

const manySeglets: SegletListSeglet[] = Array.from({ length: 12 }, (_, index) => ({
  seglet_id: 100 + index,
  name: `Week ${index + 1}`,
  points: 10,
  score: index < 3 ? 10 : 0,
  contents: [{ ...ladderDocument, content_id: 200 + index, name: `Week ${index + 1} recap` }],
}));

const storageKey = 'story.seglet-list.sort';

const meta = {
  title: 'Widgets/SegletList',
  component: SegletList,
  args: {
    seglets,
    now: storyNow,
    getHref: (content) => `#/dashboard/segments/1/content/${content.content_id}`,
    onSelect: fn((_content, event) => event.preventDefault()),
    onExpandedChange: fn(),
  },
  beforeEach: () => {
    window.localStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof SegletList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Getting started' });
    await expect(within(first).getByText('10 of 35 points')).toBeVisible();
    await expect(within(first).getAllByRole('article')).toHaveLength(2);
    await expect(within(first).getByRole('heading', { level: 4, name: 'Ladder Safety' })).toBeVisible();
    const second = canvas.getByRole('region', { name: 'On the floor' });
    await expect(within(second).getByText('Locked')).toBeVisible();
    const empty = canvas.getByRole('region', { name: 'Coming soon' });
    await expect(within(empty).getByText('No content in this seglet yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Show all seglets/ })).toBeNull();
  },
};

/** Ten seglets show; the toggle (keyboard) reveals all twelve and hides them again. */
export const MoreThanTen: Story = {
  args: { seglets: manySeglets },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(10);
    await expect(canvas.queryByRole('region', { name: 'Week 11' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show all seglets (12)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('region')).toHaveLength(12);
    await expect(canvas.getByRole('region', { name: 'Week 12' })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    const collapse = canvas.getByRole('button', { name: 'Show fewer seglets' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('region')).toHaveLength(10);
  },
};

/** One sort menu orders every seglet's contents and is remembered under the caller's key. */
export const SortAppliesToEverySeglet: Story = {
  args: { sortStorageKey: storageKey },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort contents by' }), 'Z-A');
    const first = within(canvas.getByRole('region', { name: 'Getting started' })).getAllByRole('heading', {
      level: 4,
    });
    await expect(first[0]).toHaveAccessibleName('Ladder Safety');
    const second = within(canvas.getByRole('region', { name: 'On the floor' })).getAllByRole('heading', {
      level: 4,
    });
    await expect(second[0]).toHaveAccessibleName('Customer Greeting Checklist');
    await expect(window.localStorage.getItem(storageKey)).toBe('name-desc');
  },
};

export const Empty: Story = {
  args: { seglets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No seglets yet' })).toBeVisible();
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="seglet-list"]') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(320);
  },
};
