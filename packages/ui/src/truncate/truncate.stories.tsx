import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Truncate } from './truncate';

const longTitle = 'Introduction to workplace safety for new associates';

const meta = {
  title: 'Primitives/Truncate',
  component: Truncate,
  args: { text: longTitle },
  render: (args) => (
    <h3 className="text-base font-semibold">
      <Truncate {...args} />
    </h3>
  ),
} satisfies Meta<typeof Truncate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cut at 32 characters with an ellipsis; the heading's accessible name is still the whole title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const truncate = canvasElement.querySelector('[data-slot="truncate"]');
    await expect(truncate).toHaveAttribute('data-state', 'truncated');
    await expect(truncate).toHaveAttribute('title', longTitle);
    await expect(truncate?.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      'Introduction to workplace safety…',
    );
    await expect(within(canvasElement).getByRole('heading', { name: longTitle })).toBeVisible();
  },
};

export const Short: Story = {
  args: { text: 'Fire safety' },
  play: async ({ canvasElement }) => {
    const truncate = canvasElement.querySelector('[data-slot="truncate"]');
    await expect(truncate).toHaveAttribute('data-state', 'full');
    await expect(truncate).not.toHaveAttribute('title');
    await expect(truncate).toHaveTextContent(/^Fire safety$/);
  },
};

export const WithoutEllipsis: Story = {
  args: { ellipsis: false, maxLength: 12 },
  play: async ({ canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="truncate"] [aria-hidden="true"]');
    await expect(shown).toHaveTextContent(/^Introduction$/);
  },
};

export const Emoji: Story = {
  args: { text: '🔥🔥🔥 Fire drill week', maxLength: 2 },
  play: async ({ canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="truncate"] [aria-hidden="true"]');
    await expect(shown?.textContent).toBe('🔥🔥…');
  },
};
