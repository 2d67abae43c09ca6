import { adminMessages, authoringLimits } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import {
  demoAdminContents,
  demoAdminSeglets,
  demoAdminSegments,
  demoAdminWorld,
} from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Admin manage lists',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/manage-segments' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

/** The admin screens load on demand (their chunk, then the calls): wait longer than the default second. */
const loaded = { timeout: 10_000 };
export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const firstPage = { limit: authoringLimits.managePageSize, offset: 0, term: '', statuses: [] };
const segments = demoAdminSegments(world, firstPage);
const contents = demoAdminContents(world, firstPage);
const seglets = demoAdminSeglets(world, firstPage);

const rowsOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1);

/**
 * The segments, newest first, each linking to its wizard; typing a term reloads the list for it (the term is
 * in the address), and the status filter asks for drafts only.
 */
export const ManageSegments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage segments' }, loaded),
    ).toBeVisible();
    const rows = rowsOf(canvasElement, 'Manage segments');
    await expect(rows).toHaveLength(segments.total);
    const [newest] = segments.data;
    if (!newest) throw new Error('No demo segment');
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: newest.name })).toHaveAttribute(
      'href',
      `#/segment-admin/segments/${newest.segment_id}/edit?exit=1`,
    );
    await expect(canvas.getByRole('link', { name: 'New segment' })).toHaveAttribute(
      'href',
      '#/segment-admin/segments/new',
    );

    await userEvent.type(canvas.getByRole('searchbox', { name: adminMessages.lists.searchLabel }), 'safe');
    await waitFor(() => expect(rowsOf(canvasElement, 'Manage segments')).toHaveLength(1), loaded);
    await expect(canvas.getByRole('link', { name: 'Workplace Safety' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: adminMessages.lists.searchLabel })).toHaveValue(
      'safe',
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: adminMessages.status.draft }));
    await expect(await canvas.findByText(adminMessages.lists.noResults, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: adminMessages.status.draft })).toBeChecked();
  },
};

/**
 * Contents come 25 a page, with type and segment filters beside the status (GET /content/search/filters); the
 * pages move by keyboard, and the second page holds the rest.
 */
export const ManageContentsPages: Story = {
  args: { path: '/segment-admin/manage-contents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage contents' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Segment' })).toHaveDisplayValue('All');
    await expect(rowsOf(canvasElement, 'Manage contents')).toHaveLength(authoringLimits.managePageSize);
    const pages = canvas.getByRole('navigation', { name: 'Manage contents pages' });
    within(pages).getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(rowsOf(canvasElement, 'Manage contents')).toHaveLength(
          Math.min(authoringLimits.managePageSize, contents.total - authoringLimits.managePageSize),
        ),
      loaded,
    );
    // The list is drawn again for the new page.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Manage contents pages' })).getByRole('button', {
          name: 'Page 2',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** Seglets, each with its segment. */
export const ManageSeglets: Story = {
  args: { path: '/segment-admin/manage-seglets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage seglets' }, loaded),
    ).toBeVisible();
    const rows = rowsOf(canvasElement, 'Manage seglets');
    await expect(rows).toHaveLength(seglets.total);
    const [newest] = seglets.data;
    if (!newest) throw new Error('No demo seglet');
    await expect(rows[0]).toHaveTextContent(newest.segment_name ?? '');
  },
};
