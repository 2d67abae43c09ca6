import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { demoManagerData } from '../../testing/demo-approval-responses';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const managerId = demoUserId('manager');
const managees = demo.users.filter((user) => user.managerId === managerId);

const meta = {
  title: 'Screens/Team dashboard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: paths.teamDashboard() },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's whole team (after Show all), each a link to their profile, with the approvals waiting. */
export const ManagerTeam: Story = {
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My team' }, loaded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Show all (${managees.length})` }));
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="team-widget-member"]')).toHaveLength(
        managees.length,
      ),
    );
    const [first] = managees;
    if (!first) throw new Error('The demo manager has no team');
    await expect(canvas.getByRole('link', { name: new RegExp(first.firstName) })).toHaveAttribute(
      'href',
      `#${paths.profileOf(first.id)}`,
    );
    const approvals = canvas.getByRole('region', { name: 'Manager approvals' });
    await expect(within(approvals).getByText('Pending approvals').nextElementSibling).toHaveTextContent(
      String(demoManagerData(demo, managerId).total_pending_approvals),
    );
  },
};

/** Someone who manages nobody is taken to the dashboard home. */
export const NotAManager: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'My recent activity' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'My team' })).toBeNull();
  },
};
