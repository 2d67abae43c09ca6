import { adminMessages, authoringLimits } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminSeglet, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const segletId = 1;

const meta = {
  title: 'Screens/Admin seglet wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/seglets/${segletId}/edit` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

/** The admin screens load on demand (their chunk, then the calls): wait longer than the default second. */
const loaded = { timeout: 10_000 };
export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const seglet = demoAdminSeglet(world, segletId);
if (!seglet) throw new Error(`No demo seglet ${segletId}`);
const otherSegment = world.segments.find((segment) => segment.segment_id !== seglet.segment_id);
if (!otherSegment) throw new Error('No second demo segment');

const autosaveOf = (canvasElement: HTMLElement) => {
  const status = canvasElement.querySelector('[data-slot="seglet-form-autosave"]');
  if (!(status instanceof HTMLElement)) throw new Error('No autosave status');
  return status;
};

/** An existing seglet's edits save themselves 2 seconds after the last change: then it says Saved. */
export const EditStepAutosave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seglet.name }, loaded)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(seglet.name);
    await userEvent.type(canvas.getByLabelText('Short name'), 'Greet');
    await expect(autosaveOf(canvasElement)).toHaveTextContent('');
    await waitFor(() => expect(autosaveOf(canvasElement)).toHaveTextContent(adminMessages.wizard.saved), {
      timeout: authoringLimits.autosaveDelayMs + 5_000,
    });
  },
};

/**
 * The segments step: the seglet's segment chosen; another one is saved with Save and close, which returns to
 * admin home. The seglet is then in the other segment, its contents with it.
 */
export const SegmentsStep: Story = {
  args: { path: `/segment-admin/seglets/${segletId}/segments` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segmentField = await canvas.findByRole('combobox', { name: 'Segment' }, loaded);
    await expect(segmentField).toHaveDisplayValue(seglet.segment_name ?? '');
    await userEvent.selectOptions(segmentField, otherSegment.name);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.saveAndClose }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminMessages.home.title }, loaded),
    ).toBeVisible();
    const saved = currentDemoAdminWorld(demo);
    await expect(demoAdminSeglet(saved, segletId)?.segment_name).toBe(otherSegment.name);
    const contents = saved.contents.filter((content) => content.seglet_id === segletId);
    await expect(contents.length).toBeGreaterThan(0);
    await expect(contents.every((content) => content.segment_id === otherSegment.segment_id)).toBe(true);
  },
};
