import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

/** A demo content locked behind all of its two prerequisites (the learner's locked-content demo). */
const contentId = 26;
const world = demoAdminWorld(demo);
const content = demoAdminContent(world, contentId);
if (!content) throw new Error(`No demo content ${contentId}`);
const { steps } = adminMessages.wizard;
const texts = adminMessages.relationships;

const meta = {
  title: 'Screens/Admin content relationships',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/contents/${contentId}/relationships` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The relationships step reads the content's prerequisites, where it appears and its external content; the
 * wizard's continue moves on to locking ('all of' its 2) and badges, which change nothing by themselves.
 */
export const RelationshipsLockingBadges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: steps.relationships }, loaded),
    ).toBeVisible();
    const prerequisites = await canvas.findByRole('list', { name: texts.prerequisitesTitle }, loaded);
    await expect(within(prerequisites).getByText('The First Ten Seconds')).toBeVisible();
    await expect(within(prerequisites).getByText('Handling Complaints')).toBeVisible();
    await expect(canvas.getByRole('list', { name: texts.parentsTitle })).toHaveTextContent(
      content.segment_name ?? '',
    );
    await expect(canvas.getByText(texts.externalEmpty)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.locking }, loaded)).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: texts.lockingAll }, loaded)).toBeChecked();
    await expect(canvas.getByText('Locked until 2 of 2 prerequisites are complete.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.badges }, loaded)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 3, name: texts.badgesTitle }, loaded),
    ).toBeVisible();
  },
};
