import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from './authoring-forms-story-frame';
import { type Placement, PlacementForm } from './placement-form';

const segments = [
  { segment_id: 1, name: 'Customer service' },
  { segment_id: 2, name: 'Safety' },
];
const seglets = [
  { seglet_id: 10, name: 'Greeting guests', segment_id: 1 },
  { seglet_id: 11, name: 'Handling complaints', segment_id: 1 },
  { seglet_id: 20, name: 'Fire exits', segment_id: 2 },
  { seglet_id: 30, name: 'Unplaced seglet', segment_id: null },
];

const meta = {
  title: 'Authoring/PlacementForm',
  component: PlacementForm,
  args: {
    id: 'placement-form',
    mode: 'content',
    segments,
    seglets,
    onSubmit: fn(async (_placement: Placement) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof PlacementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Content mode: only the chosen segment's seglets are offered; both are required. */
export const ContentEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Segment is required')).toBeVisible();
    await expect(canvas.getByText('Seglet is required')).toBeVisible();
    await expect(canvas.getByLabelText('Segment')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('Segment'), 'Safety');
    const seglet = canvas.getByLabelText('Seglet');
    await expect(within(seglet).queryByRole('option', { name: 'Greeting guests' })).toBeNull();
    await userEvent.selectOptions(seglet, 'Fire exits');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ segment_id: 2, seglet_id: 20 }));
  },
};

/** A placed content: changing the segment clears a seglet of the old one. */
export const ContentFilled: Story = {
  args: { value: { segment_id: 1, seglet_id: 11 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Seglet')).toHaveValue('11');
    await userEvent.selectOptions(canvas.getByLabelText('Segment'), 'Safety');
    await waitFor(() => expect(canvas.getByLabelText('Seglet')).toHaveValue(''));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Seglet is required')).toBeVisible();
    await expect(canvas.getByLabelText('Seglet')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Seglet mode: one segment, or none (taking the seglet out), by keyboard. */
export const SegletMode: Story = {
  args: { mode: 'seglet', value: { segment_id: 1 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Seglet')).toBeNull();
    await expect(canvas.getByLabelText('Segment')).toHaveValue('1');
    await userEvent.selectOptions(canvas.getByLabelText('Segment'), 'No segment');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ segment_id: null }));
    await userEvent.selectOptions(canvas.getByLabelText('Segment'), 'Safety');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ segment_id: 2 }));
  },
};

export const ServerError: Story = {
  args: {
    value: { segment_id: 1, seglet_id: 10 },
    serverErrors: [{ path: 'seglet_id', message: 'must be a seglet of this segment' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seglet must be a seglet of this segment')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Seglet')).toHaveFocus());
  },
};
