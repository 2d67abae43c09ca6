import { adminHomeGroups, adminMessages, assessmentMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { withAssessmentToolDisabled } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Admin home',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/home' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's button groups: each link leads to its screen's hash; Tab reaches the first one. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminMessages.home.title }, loaded),
    ).toBeVisible();
    for (const group of adminHomeGroups) {
      const region = canvas.getByRole('region', { name: group.title });
      for (const link of group.links) {
        await expect(within(region).getByRole('link', { name: link.label })).toHaveAttribute(
          'href',
          `#${link.path}`,
        );
      }
    }
    const segments = canvas.getByRole('region', { name: 'Segments' });
    within(segments).getByRole('link', { name: 'Create' }).focus();
    await userEvent.tab();
    await expect(within(segments).getByRole('link', { name: 'Manage' })).toHaveFocus();
  },
};

/**
 * With the assessment tool off (the definitions' assessment_tool_enabled), admin home has the admin's groups and
 * no assessment tool group (Screens/Assessments shows it while the tool is on).
 */
export const WithoutTheAssessmentTool: Story = {
  beforeEach: withAssessmentToolDisabled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminMessages.home.title }, loaded),
    ).toBeVisible();
    for (const group of adminHomeGroups)
      await expect(canvas.getByRole('region', { name: group.title })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: assessmentMessages.screens.adminGroup })).toBeNull();
    await expect(canvas.queryByRole('link', { name: assessmentMessages.screens.adminLink })).toBeNull();
  },
};

/** A learner (no segment admin role) who opens an admin screen lands on the dashboard home. */
export const LearnerRedirected: Story = {
  args: { path: '/segment-admin/manage-segments' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Welcome back/ }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Manage segments' })).toBeNull();
  },
};
