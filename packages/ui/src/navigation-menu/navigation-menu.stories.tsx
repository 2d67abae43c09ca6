import { navigationEntriesFor, Role } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationMenu, type NavigationMenuLink } from './navigation-menu';

/** The menu of a user with these roles; `hasTeam`: someone reports to them (a manager). */
const linksFor = (roles: number[], hasTeam = false): NavigationMenuLink[] =>
  navigationEntriesFor({ userId: 1, roles, hasTeam }).map((entry) => ({
    ...entry,
    href: `#/${entry.id}`,
    isCurrent: entry.id === 'my-learning',
  }));

const meta = {
  title: 'Widgets/NavigationMenu',
  component: NavigationMenu,
  args: { links: linksFor([Role.learner]), onSignOut: fn(), userName: 'Lena Park' },
  decorators: [
    (Story) => (
      <div className="flex min-h-96 justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu for Lena Park' }));
    const nav = await body.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // A learner may read no report, so the reporting dashboard is not offered.
    await expect(names).toEqual(['My learning', 'My profile', 'My team', 'Browse learning']);
    await expect(within(nav).getByRole('link', { name: 'My learning' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A learner someone reports to: the reporting dashboard is offered, the admin entries are not. */
export const Manager: Story = {
  args: { links: linksFor([Role.learner], true), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Reporting dashboard' })).toHaveAttribute(
      'href',
      '#/reporting-dashboard',
    );
    await expect(body.queryByRole('link', { name: 'Segment admin' })).toBeNull();
    await expect(body.queryByRole('link', { name: 'Legal reporting' })).toBeNull();
  },
};

export const SegmentAdmin: Story = {
  args: { links: linksFor([Role.learner, Role.segmentAdmin]), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Segment admin' })).toHaveAttribute(
      'href',
      '#/segment-admin',
    );
    await expect(body.getByRole('link', { name: 'Reporting dashboard' })).toBeVisible();
    await expect(body.queryByRole('link', { name: 'Legal reporting' })).toBeNull();
  },
};

export const LegalAdmin: Story = {
  args: { links: linksFor([Role.legalAdmin]), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Legal reporting' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Reporting dashboard' })).toBeVisible();
    await expect(body.queryByRole('link', { name: 'Segment admin' })).toBeNull();
  },
};

/** Enter opens the menu (its panel loads on first open) and moves focus into it; Escape closes and returns focus. */
export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu for Lena Park' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignOutByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const signOut = await body.findByRole('button', { name: 'Sign out' });
    signOut.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};
