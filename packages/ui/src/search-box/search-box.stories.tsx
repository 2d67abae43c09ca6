import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm pb-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search learning' });
    await userEvent.type(input, '  "fire"   safety {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('fire safety');
  },
};

export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search learning' });
    await userEvent.type(input, 'ab{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.validation.searchTooShort);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'c');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
