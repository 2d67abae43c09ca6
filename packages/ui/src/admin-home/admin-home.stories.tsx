import { adminHomeGroups, adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminHome } from './admin-home';

/** The domain's groups, each path turned into a hash href as the app does. */
const groups = adminHomeGroups.map((group) => ({
  title: group.title,
  links: group.links.map((link) => ({ label: link.label, href: `#${link.path}` })),
}));

const meta = {
  title: 'Admin/AdminHome',
  component: AdminHome,
  args: { groups },
} satisfies Meta<typeof AdminHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: three groups to a row, each a section with its heading and button-styled links. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: adminMessages.home.title })).toBeVisible();
    const sections = canvas.getAllByRole('region');
    await expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual(
      adminHomeGroups.map((group) => group.title),
    );
    const segments = canvas.getByRole('region', { name: 'Segments' });
    await expect(within(segments).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '#/segment-admin/segments/new',
    );
    await expect(within(segments).getByRole('link', { name: 'Manage' })).toHaveAccessibleDescription(
      'Segments',
    );
    // Three to a row: the first three groups share a top edge, the fourth starts a new row.
    const tops = sections.map((section) => section.getBoundingClientRect().top);
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  },
};

/** Phones: one column; every link is reachable with Tab in reading order. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = canvas.getAllByRole('region');
    const lefts = new Set(sections.map((section) => section.getBoundingClientRect().left));
    await expect(lefts.size).toBe(1);
    const links = canvas.getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
