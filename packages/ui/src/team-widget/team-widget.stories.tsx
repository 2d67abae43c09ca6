import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TeamWidget } from './team-widget';
import type { TeamWidgetMember } from './team-widget-types';

const names = [
  'Maya Chen',
  'Omar Haddad',
  'Ana María Cruz',
  'Liam O’Connor',
  'Priya Natarajan',
  'Kenji Watanabe',
  'Zoe Adeyemi',
  'Lukas Novák',
];

const team: TeamWidgetMember[] = names.map((name, index) => ({
  user_id: index + 1,
  name,
  href: `#/user/${index + 1}/profile`,
}));

const meta = {
  title: 'Widgets/TeamWidget',
  component: TeamWidget,
  args: { members: team },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

function memberLinks(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'My team members' });
  return within(list).getAllByRole('link');
}

/** Eight managees: six show on a desktop, the toggle shows the rest; each name links to the profile. */
export const Several: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'My team' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'My team' })).toBeVisible();
    await expect(region).toHaveTextContent('8 people');
    await expect(region).toHaveAttribute('data-state', 'ready');
    await expect(memberLinks(canvasElement)).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute(
      'href',
      '#/user/2/profile',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show all (8)' }));
    await expect(memberLinks(canvasElement)).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Lukas Novák' })).toHaveAttribute(
      'href',
      '#/user/8/profile',
    );
  },
};

/** A keyboard user tabs through the members to the toggle and expands the list with Enter. */
export const Keyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Maya Chen' });
    await expect(first).toHaveFocus();
    await expect(first.matches(':focus-visible')).toBe(true);
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show all (8)' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(memberLinks(canvasElement)).toHaveLength(8);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a phone three members show before the toggle (000, section 9). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(memberLinks(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: 'Show all (8)' })).toBeVisible();
  },
};

export const One: Story = {
  args: { members: team.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'My team' })).toHaveTextContent('1 person');
    await expect(memberLinks(canvasElement)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /^Show all/ })).toBeNull();
  },
};

/** The count comes from total_managees when the list given is shorter. */
export const CountFromTotal: Story = {
  args: { members: team.slice(0, 2), total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'My team' })).toHaveTextContent(
      '12 people',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'My team' });
    await expect(region).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByRole('status', { name: 'Loading my team' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(region).not.toHaveTextContent('people');
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No one reports to you yet' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My team' })).toHaveAttribute('data-state', 'empty');
  },
};
