import { adminMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminSeglets, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

/**
 * A demo external link (First Aid Basics, in segment 2). Seeded before authoring, it has no short name, image or
 * owner yet.
 */
const contentId = 15;

const meta = {
  title: 'Screens/Admin content wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/contents/${contentId}/edit` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

/** The admin screens load on demand (their chunk, then the calls): wait longer than the default second. */
const loaded = { timeout: 10_000 };
export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const content = demoAdminContent(world, contentId);
if (!content) throw new Error(`No demo content ${contentId}`);
const otherSegment = world.segments.find((segment) => segment.segment_id !== content.segment_id);
if (!otherSegment) throw new Error('No second demo segment');
const [otherSeglet] = demoAdminSeglets(world, {
  limit: 100,
  offset: 0,
  term: '',
  statuses: [],
  segmentId: otherSegment.segment_id,
}).data;
if (!otherSeglet) throw new Error('No seglet in the second demo segment');
const { steps } = adminMessages.wizard;

/** A tiny PNG to upload as the content's image. */
async function pngFile(): Promise<File> {
  const data =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  return new File([bytes], 'cover.png', { type: 'image/png' });
}

/**
 * A demo content's basic info, filled from the demo. Continuing asks for what the seed left out (short name,
 * image, owner); with them, Save and close saves it and returns to admin home.
 */
export const EditStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: content.name }, loaded)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(content.name);
    await expect(canvas.getByLabelText('Web address')).toHaveValue(content.url);
    await expect(canvas.getByLabelText('Points', { exact: true })).toHaveValue(String(content.points));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByText(adminMessages.validation.imageRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Short name')).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.required),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Short name'), 'First aid');
    await userEvent.type(canvas.getByLabelText('Content owner e-mail'), 'admin@segno.example');
    const fileInput = canvasElement.querySelector<HTMLInputElement>('[data-slot="image-field-input"]');
    if (!fileInput) throw new Error('No image field');
    await userEvent.upload(fileInput, await pngFile());
    await expect(await canvas.findByRole('img', { name: 'Image' }, loaded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.saveAndClose }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminMessages.home.title }, loaded),
    ).toBeVisible();
    await expect(demoAdminContent(currentDemoAdminWorld(demo), contentId)).toMatchObject({
      short_name: 'First aid',
      content_owner_user_email: 'admin@segno.example',
    });
  },
};

/**
 * The segment step: the content's segment and seglet chosen; another segment clears the seglet, whose choices
 * follow it. Saved, the wizard moves on through the steps that apply at once to status (kept), and the change
 * log records the move.
 */
export const SegmentStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/segment` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segmentField = await canvas.findByRole('combobox', { name: 'Segment' }, loaded);
    const segletField = canvas.getByRole('combobox', { name: 'Seglet' });
    await expect(segmentField).toHaveDisplayValue(content.segment_name ?? '');
    await expect(segletField).toHaveDisplayValue(content.seglet_name ?? '');
    await userEvent.selectOptions(segmentField, otherSegment.name);
    await waitFor(() => expect(segletField).toHaveValue(''));
    await userEvent.selectOptions(segletField, otherSeglet.name);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    // The relationships, locking and badges steps change nothing by themselves: continue moves past them.
    for (const next of [steps.relationships, steps.locking, steps.badges]) {
      await expect(await canvas.findByRole('heading', { level: 2, name: next }, loaded)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    }
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.status }, loaded)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.published })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    await expect(log).toHaveTextContent('Priya Raman changed segment id, seglet id');
  },
};
