import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyContents, storyNow } from '../content-card/content-card-fixtures';
import { ContentGrid } from './content-grid';

const storageKey = 'story.content-grid.sort';

const meta = {
  title: 'Widgets/ContentGrid',
  component: ContentGrid,
  args: {
    contents: storyContents,
    label: 'Warehouse safety contents',
    now: storyNow,
    getHref: (content) => `#/dashboard/content/${content.content_id}`,
    onSelect: fn((_content, event) => event.preventDefault()),
    onSortChange: fn(),
  },
  beforeEach: () => {
    window.localStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof ContentGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Warehouse safety contents' }))
    .getAllByRole('article')
    .map((card) => {
      const title = card.querySelector('[data-slot="truncate"]');
      return title?.getAttribute('title') ?? title?.textContent;
    });

/** A-Z by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-asc');
    await expect(titles(canvasElement)).toEqual([
      'Advanced Hazard Reporting',
      'Customer Greeting Checklist',
      'Forklift Safety Basics for Warehouse Associates',
      'Ladder Safety',
    ]);
  },
};

/** Choosing with the keyboard re-sorts the cards and remembers the choice under the caller's key. */
export const SortWithKeyboard: Story = {
  args: { storageKey },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Most viewed');
    await expect(args.onSortChange).toHaveBeenCalledWith('views-desc');
    await expect(canvasElement.querySelector('[data-slot="content-grid"]')).toHaveAttribute(
      'data-sort',
      'views-desc',
    );
    await expect(titles(canvasElement)[0]).toBe('Ladder Safety');
    await expect(titles(canvasElement)[3]).toBe('Advanced Hazard Reporting');
    await expect(window.localStorage.getItem(storageKey)).toBe('views-desc');
  },
};

/** A choice remembered earlier sorts the list as it appears. */
export const RestoresRememberedSort: Story = {
  args: { storageKey },
  beforeEach: () => {
    window.localStorage.setItem(storageKey, 'completed-first');
    return () => window.localStorage.removeItem(storageKey);
  },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement)[0]).toBe('Ladder Safety'));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveValue(
      'completed-first',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('completed-first');
  },
};

/** Locked cards are still selectable: the app opens the locked-content modal. */
export const SelectLocked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Advanced Hazard Reporting' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ content_id: 44, is_locked: true }),
      expect.anything(),
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Warehouse safety contents');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="content-grid-placeholder"]')).toHaveLength(3);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { contents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No content here yet' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Warehouse safety contents' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(320);
  },
};
