import { contentSortOptions } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortMenu } from './sort-menu';

const storageKey = 'storybook.sort-menu.segment-content';

const meta = {
  title: 'Primitives/SortMenu',
  component: SortMenu,
  args: { storageKey, onValueChange: fn() },
  // Each story starts from a known memory; the loader runs before the component mounts.
  loaders: [
    () => {
      window.localStorage.removeItem(storageKey);
      return {};
    },
  ],
} satisfies Meta<typeof SortMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('name-asc');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual(contentSortOptions.map((option) => option.label));
    await userEvent.selectOptions(select, 'Highest rated');
    await expect(select).toHaveValue('rating-desc');
    await expect(args.onValueChange).toHaveBeenCalledWith('rating-desc');
    await expect(window.localStorage.getItem(storageKey)).toBe('rating-desc');
  },
};

export const RestoresRememberedChoice: Story = {
  loaders: [
    () => {
      window.localStorage.setItem(storageKey, 'not-started-first');
      return {};
    },
  ],
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('not-started-first');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('not-started-first'));
  },
};

export const IgnoresUnknownStoredValue: Story = {
  args: { defaultValue: 'views-desc' },
  loaders: [
    () => {
      window.localStorage.setItem(storageKey, 'popularity');
      return {};
    },
  ],
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('views-desc');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select.matches(':focus-visible')).toBe(true);
    // The browser's own picker handles the keys inside a native select; user-event cannot press them, so
    // the choice is made the way that picker reports it: a change of the selected option.
    await userEvent.selectOptions(select, 'Z-A');
    await expect(args.onValueChange).toHaveBeenCalledWith('name-desc');
    await expect(select).toHaveValue('name-desc');
    await expect(window.localStorage.getItem(storageKey)).toBe('name-desc');
  },
};

export const Controlled: Story = {
  render: function ControlledSort(args) {
    const [value, setValue] = useState(args.value ?? 'completed-first');
    return (
      <div className="grid gap-2">
        <SortMenu
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p>Sorted by {value}</p>
      </div>
    );
  },
  args: { storageKey: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('completed-first');
    await userEvent.selectOptions(select, 'Z-A');
    await expect(canvas.getByText('Sorted by name-desc')).toBeInTheDocument();
    await expect(window.localStorage.getItem(storageKey)).toBeNull();
  },
};
