import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { label: 'Safety' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Safety')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Safety' });
    const { width, height } = remove.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard alone: Tab to each remove button in turn and press Enter or Space to remove it. */
export const KeyboardRemove: Story = {
  render: () => {
    const [labels, setLabels] = useState(['Safety', 'Leadership', 'Compliance']);
    return (
      <div className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <Tag
            key={label}
            label={label}
            variant="primary"
            onRemove={() => setLabels((current) => current.filter((item) => item !== label))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Remove Safety' });
    await expect(first).toHaveFocus();
    await expect(first.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Safety')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Leadership' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Compliance',
    ]);
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex gap-2">
      <Tag label="Neutral" variant="neutral" />
      <Tag label="Primary" variant="primary" />
      <Tag label="Outline" variant="outline" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="tag"]')).toHaveLength(3);
  },
};
