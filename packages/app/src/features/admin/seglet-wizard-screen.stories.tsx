import { adminMessages, authoringLimits, formatIsoDate, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminSeglet, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { stepHeading, stepTitles, titlesOf } from '../../testing/wizard-screen-steps';

const segletId = 1;

const meta = {
  title: 'Screens/Admin seglet wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/seglets/${segletId}/edit` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const seglet = demoAdminSeglet(world, segletId);
if (!seglet) throw new Error(`No demo seglet ${segletId}`);
const otherSegment = world.segments.find((segment) => segment.segment_id !== seglet.segment_id);
if (!otherSegment) throw new Error('No second demo segment');

const { steps } = adminMessages.wizard;
const savedSeglet = (id = segletId) => demoAdminSeglet(currentDemoAdminWorld(demo), id);

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

/**
 * A new seglet: its basic info is its only step, with Create and no back. Created (published, in no segment
 * yet), the created dialog opens its edit wizard with all four steps.
 */
export const New: Story = {
  args: { path: '/segment-admin/seglets/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const kind = adminMessages.kinds.seglet;
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: formatMessage(adminMessages.wizard.newTitle, { kind: kind.toLowerCase() }) },
        loaded,
      ),
    ).toBeVisible();
    await expect(stepTitles(canvasElement)).toEqual(titlesOf(['edit']));
    await expect(canvas.queryByRole('button', { name: adminMessages.wizard.back })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Store Greeters');
    await userEvent.type(canvas.getByLabelText('Short name'), 'Greeters');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.create }));
    await body.findByRole('dialog', { name: formatMessage(adminMessages.wizard.created, { kind }) }, loaded);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Store Greeters' }, loaded),
    ).toBeVisible();
    await waitFor(() =>
      expect(stepTitles(canvasElement)).toEqual(
        titlesOf(['edit', 'contents', 'launch-and-expiration', 'segments']),
      ),
    );
    const newestId = Math.max(...world.seglets.map((row) => row.seglet_id)) + 1;
    await expect(savedSeglet(newestId)).toMatchObject({
      name: 'Store Greeters',
      short_name: 'Greeters',
      status: 2,
      segment_id: null,
    });
  },
};

/**
 * The launch-and-expiration step of a seglet with neither date: a launch date and an expiration before it are
 * refused on the expiration; a later expiration saves both, and the wizard moves on to the segments step.
 */
export const LaunchAndExpirationStep: Story = {
  args: { path: `/segment-admin/seglets/${segletId}/launch-and-expiration` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.schedule;
    await expect(await stepHeading(canvasElement, steps['launch-and-expiration'])).toBeVisible();
    const launch = canvas.getByLabelText(texts.launchLabel);
    const expiration = canvas.getByLabelText(texts.expirationLabel);
    await expect(launch).toHaveValue('');
    await expect(expiration).toHaveValue('');
    await userEvent.type(launch, '2027-03-01');
    await userEvent.type(expiration, '2027-02-01');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await waitFor(() => expect(expiration).toHaveAttribute('aria-invalid', 'true'));
    await expect(expiration).toHaveAccessibleDescription(
      expect.stringContaining(texts.expirationBeforeLaunch),
    );
    await expect(savedSeglet()?.start_date).toBeNull();
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '2027-09-01');
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps.segments)).toBeVisible();
    const saved = savedSeglet();
    await expect(saved?.start_date && formatIsoDate(saved.start_date)).toBe('2027-03-01');
    await expect(saved?.expiration_date && formatIsoDate(saved.expiration_date)).toBe('2027-09-01');
  },
};
