import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './slider';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { label: 'Points', min: 0, max: 500, step: 25, defaultValue: 100, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Points: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('slider', { name: 'Points' });
    await expect(range).toHaveValue('100');
    await expect(range).toHaveAttribute('min', '0');
    await expect(range).toHaveAttribute('max', '500');
    await expect(range).toHaveAttribute('step', '25');
    await expect(range).toHaveAttribute('aria-valuetext', '100');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent('100');
  },
};

export const PointsKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const range = within(canvasElement).getByRole('slider', { name: 'Points' });
    await userEvent.tab();
    await expect(range).toHaveFocus();
    await expect(range.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(range).toHaveValue('125');
    await userEvent.keyboard('{PageUp}');
    await expect(range).toHaveValue('175');
    await userEvent.keyboard('{End}');
    await expect(range).toHaveValue('500');
    await userEvent.keyboard('{Home}');
    await expect(range).toHaveValue('0');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
  },
};

export const Assessment: Story = {
  args: { label: 'Communication', variant: 'assessment', defaultValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('slider', { name: 'Communication' });
    await expect(range).toHaveAttribute('min', '0');
    await expect(range).toHaveAttribute('max', '10');
    await expect(range).toHaveAttribute('aria-valuetext', '5, Intermediate');
    const marks = [...canvasElement.querySelectorAll('[data-slot="slider-mark"]')];
    await expect(marks.map((mark) => [mark.getAttribute('data-value'), mark.textContent])).toEqual([
      ['2', 'Novice'],
      ['5', 'Intermediate'],
      ['9', 'Expert'],
    ]);
    // Each mark is centred on the thumb's position for its value.
    const track = range.getBoundingClientRect();
    const thumbHalf = 8;
    for (const mark of marks) {
      const value = Number(mark.getAttribute('data-value'));
      const expectedCentre = track.left + thumbHalf + (value / 10) * (track.width - 2 * thumbHalf);
      const box = mark.getBoundingClientRect();
      await expect(Math.abs(box.left + box.width / 2 - expectedCentre)).toBeLessThan(1.5);
    }
  },
};

export const AssessmentKeyboard: Story = {
  args: { label: 'Communication', variant: 'assessment', defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const range = within(canvasElement).getByRole('slider', { name: 'Communication' });
    await userEvent.tab();
    await expect(range).toHaveFocus();
    await expect(range).toHaveAttribute('aria-valuetext', '3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(range).toHaveAttribute('aria-valuetext', '2, Novice');
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(range).toHaveAttribute('aria-valuetext', '9, Expert');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9);
  },
};

export const NotApplicable: Story = {
  args: { label: 'Communication', variant: 'assessment', defaultValue: 7 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('slider', { name: 'Communication' });
    const notApplicable = canvas.getByRole('checkbox', { name: 'N/A' });
    // Keyboard: tab past the range to N/A and tick it with Space.
    await userEvent.tab();
    await userEvent.tab();
    await expect(notApplicable).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(range).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent('N/A');
    await expect(canvas.getByRole('group', { name: 'Communication' })).toHaveAttribute(
      'data-state',
      'not-applicable',
    );
    await userEvent.keyboard(' ');
    await expect(range).toBeEnabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(7);
  },
};

export const NotApplicableAtStart: Story = {
  args: { label: 'Leadership', variant: 'assessment', defaultValue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Leadership' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'N/A' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Points' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { label: 'Communication', variant: 'assessment', defaultValue: 9 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const expert = within(canvasElement).getByText('Expert');
    const range = within(canvasElement).getByRole('slider');
    // The last mark stays inside the track's width on a 320 px screen.
    await expect(expert.getBoundingClientRect().right).toBeLessThanOrEqual(
      range.getBoundingClientRect().right + 1,
    );
  },
};
