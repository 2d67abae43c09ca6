import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollapseText } from './collapse-text';

const description =
  'This segment covers safe lifting, forklift right-of-way, spill response and the daily equipment check. ' +
  'Each seglet ends with a short quiz, and finishing all of them earns the bronze medal.';

const meta = {
  title: 'Primitives/CollapseText',
  component: CollapseText,
  args: { text: description, maxLength: 62, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md text-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollapseText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByText(/^This segment covers safe lifting, forklift right-of-way, spill…$/),
    ).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('less');
    await expect(canvas.getByText(description)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** Keyboard alone: Tab to the toggle (visible ring), Enter expands, Space collapses again. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'more' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-slot="collapse-text"]')).toHaveAttribute(
      'data-state',
      'expanded',
    );
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('more');
    await expect(toggle).toHaveFocus();
  },
};

/** Text within the maximum shows whole, with no toggle. */
export const ShortText: Story = {
  args: { text: 'Safe lifting in five minutes.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Safe lifting in five minutes.')).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(description)).toBeVisible();
  },
};
