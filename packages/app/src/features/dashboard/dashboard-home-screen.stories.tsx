import { messages } from '@segno/domain';
import { demoUserStats } from '@segno/server/demo-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../paths';
import {
  demoBusinessUnits,
  demoManagerData,
  demoRegistrationCheck,
} from '../../testing/demo-approval-responses';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { demoManagerProfiles } from '../../testing/demo-responses';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Dashboard home',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/home' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const stats = demoUserStats(demo, demoUserId('learner'));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Your progress: ${stats.score} points` }));
    const popout = await body.findByRole('dialog', { name: 'Your progress' });
    await expect(within(popout).getByText('Rank').nextElementSibling).toHaveTextContent(
      `${stats.current_rank} of ${stats.rank_out_of}`,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Menu for Maya Chen' }));
    await expect(await body.findByRole('link', { name: 'My learning' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(body.queryByRole('link', { name: 'Segment admin' })).toBeNull();
  },
};

export const SegmentAdmin: Story = {
  beforeEach: signedInAs('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Menu for / }));
    await expect(await body.findByRole('link', { name: 'Segment admin' })).toBeVisible();
  },
};

export const OffTheClock: Story = {
  beforeEach: signedInAs('offclock'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      messages.restrictions.offTheClockAtLogin,
    );
  },
};

export const SignOut: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Menu for / }));
    await userEvent.click(await body.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('form', { name: 'Sign in to Segno' })).toBeVisible();
    await expect(canvasElement.ownerDocument.cookie).not.toContain('session=demo');
  },
};

export const TooShortSearch: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search learning' }), 'ab{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.validation.searchTooShort);
  },
};

export const LearnerLists: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = demoUserStats(demo, demoUserId('learner'));
    const progress = await canvas.findByRole('region', { name: 'Your progress' });
    await expect(within(progress).getByText('Score').nextElementSibling).toHaveTextContent(
      new Intl.NumberFormat('en-US').format(stats.score),
    );
    const recent = canvas.getByRole('list', { name: 'Recent activity' });
    await expect(within(recent).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    await expect(canvas.getByRole('link', { name: 'See all activity' })).toHaveAttribute(
      'href',
      '#/dashboard/all-activity',
    );
    const recommendations = canvas.getByRole('list', { name: 'Recommendations' });
    const dismissButtons = within(recommendations).getAllByRole('button', { name: /^Dismiss / });
    const firstName = dismissButtons[0]?.getAttribute('aria-label') ?? '';
    // Keyboard only: tab to the first dismiss button and press Enter.
    dismissButtons[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(recommendations).getAllByRole('button', { name: /^Dismiss / })).toHaveLength(
      dismissButtons.length - 1,
    );
    await expect(firstName).toMatch(/^Dismiss /);
    await expect(canvas.getByRole('region', { name: 'Assigned learning' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your subscriptions' })).toBeVisible();
  },
};

export const LikeNetworkActivity: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const network = await canvas.findByRole('list', { name: 'Network activity' });
    const like = within(network).getAllByRole('button', { pressed: false })[0];
    if (!like) throw new Error('No unliked network activity in the demo data');
    const before = Number(like.querySelector('span:not(.sr-only)')?.textContent);
    like.focus();
    await userEvent.keyboard(' ');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(new RegExp(`^Like, ${before + 1} like`));
  },
};

/** A manager's home shows their team; each managee links to their profile (followed in e2e/profile.spec.ts). */
export const ManagerTeam: Story = {
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = demoManagerProfiles(demo, demoUserId('manager'));
    const widget = await canvas.findByRole('region', { name: 'My team' });
    await expect(widget).toHaveTextContent(`${team.total_managees} people`);
    const members = within(widget).getAllByRole('link');
    await expect(members).toHaveLength(Math.min(team.total_managees, 6));
    const [first] = team.data;
    if (!first) throw new Error('The demo manager has no team');
    const name = `${first.first_name} ${first.last_name}`;
    await expect(within(widget).getByRole('link', { name })).toHaveAttribute(
      'href',
      `#/user/${first.user_id}/profile`,
    );
  },
};

/**
 * A manager's home shows the approvals widget (002, section 2): pending and approved counts, a link per business
 * unit to its approval screen (keeping the state parameters), and the approve-sessions screen's link.
 */
export const ManagerApprovals: Story = {
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const managerId = demoUserId('manager');
    const data = demoManagerData(demo, managerId);
    const widget = within(await canvas.findByRole('region', { name: 'Manager approvals' }));
    await expect(widget.getByText('Pending approvals').nextElementSibling).toHaveTextContent(
      String(data.total_pending_approvals),
    );
    await expect(widget.getByText('Approved').nextElementSibling).toHaveTextContent(
      String(data.total_approved),
    );
    const units = demoBusinessUnits(demo, managerId).data;
    await expect(units.length).toBeGreaterThan(0);
    const links = within(widget.getByRole('list', { name: 'Business units to approve' })).getAllByRole(
      'link',
    );
    await expect(links.map((link) => link.textContent)).toEqual(
      units.map((unit) => `Approve responsibilities in ${unit.name}`),
    );
    const [unit] = units;
    if (!unit) throw new Error('The demo manager has no business unit');
    await expect(links[0]).toHaveAttribute(
      'href',
      `#${paths.managerApproval({ businessUnitId: unit.business_unit_id, businessUnitName: unit.name })}`,
    );
    const { total_pending_registrations: waiting } = demoRegistrationCheck(demo, managerId);
    await expect(
      widget.getByRole('link', { name: `Approve session registrations (${waiting} pending)` }),
    ).toHaveAttribute('href', `#${paths.approveSessions()}`);
  },
};

/** A learner who manages nobody sees no team widget. */
export const LearnerHasNoTeam: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'My recent activity' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My team' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Manager approvals' })).toBeNull();
  },
};
