import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SegmentSeglets } from './segment-seglets';

const meta = {
  title: 'Admin/SegmentSeglets',
  component: SegmentSeglets,
  args: {
    seglets: [
      { seglet_id: 1, name: 'Greeting guests', content_count: 3, href: '#/segment-admin/seglets/1/edit' },
      { seglet_id: 2, name: 'Handling returns', content_count: 0, href: '#/segment-admin/seglets/2/edit' },
    ],
    freeSeglets: [
      { seglet_id: 7, name: 'Fitting rooms' },
      { seglet_id: 8, name: 'Opening the store' },
    ],
    createHref: '#/segment-admin/seglets/new',
    onAdd: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
} satisfies Meta<typeof SegmentSeglets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSeglets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Greeting guests' })).toHaveAttribute(
      'href',
      '#/segment-admin/seglets/1/edit',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Handling returns from this segment' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

export const AddingWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add seglet' });
    await expect(add).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText(/Seglet to add/), 'Opening the store');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith(8);
    await waitFor(() => expect(canvas.getByLabelText(/Seglet to add/)).toHaveValue(''));
  },
};

export const EmptySegment: Story = {
  args: { seglets: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This segment has no seglets yet. Add one below.'),
    ).toBeVisible();
  },
};

export const NoFreeSeglets: Story = {
  args: { freeSeglets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every seglet is in a segment. Create a new seglet first.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a seglet' })).toHaveAttribute(
      'href',
      '#/segment-admin/seglets/new',
    );
  },
};
