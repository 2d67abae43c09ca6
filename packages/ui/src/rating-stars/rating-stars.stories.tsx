import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'Primitives/RatingStars',
  component: RatingStars,
  args: { label: 'Rate this content', onValueChange: fn() },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { readOnly: true, value: 4 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(image.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/** An average of 3.6 shows as 4 whole stars; 0 means nobody has rated yet. */
export const ReadOnlyRoundingAndUnrated: Story = {
  render: () => (
    <div className="flex gap-4">
      <RatingStars readOnly value={3.6} />
      <RatingStars readOnly value={0} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    const unrated = canvas.getByRole('img', { name: 'Not rated' });
    await expect(unrated).toHaveAttribute('data-state', 'unrated');
    await expect(unrated.querySelectorAll('[data-filled="true"]')).toHaveLength(0);
  },
};

export const Input: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Rate this content' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await userEvent.click(within(group).getByRole('radio', { name: '3 stars' }));
    await expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
    await expect(group.querySelectorAll('[data-filled="true"]')).toHaveLength(3);
  },
};

/** Keyboard alone: one tab stop, arrows move and choose (wrapping), Home and End jump. */
export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Rate this content' });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    await userEvent.tab();
    await expect(radio('2 stars')).toHaveFocus();
    await expect(radio('2 stars').matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('3 stars')).toHaveFocus();
    await expect(radio('3 stars')).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(radio('5 stars')).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('1 star')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('5 stars')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    // Tab leaves the group in one step.
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(false);
  },
};

export const Controlled: Story = {
  render: (args) => {
    const [rating, setRating] = useState<number>();
    return (
      <div className="grid gap-2">
        <RatingStars {...args} value={rating} onValueChange={setRating} />
        <p>Your rating: {rating ?? 'none'}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('data-state', 'unrated');
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvas.getByText('Your rating: 5')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: '4 stars' });
    await expect(radio).toBeDisabled();
    await userEvent.click(radio, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { defaultValue: 4 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
