import { adminMessages, authoringLimits, formatMessage, medalNames, type Tag } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin, readDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import {
  demoAdminContents,
  demoAdminSeglets,
  demoAdminSegments,
  demoAdminWorld,
} from '../../testing/demo-admin-responses';
import { demoAdminBadges } from '../../testing/demo-badge-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Admin manage lists',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/manage-segments' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const firstPage = { limit: authoringLimits.managePageSize, offset: 0, term: '', statuses: [] };
const segments = demoAdminSegments(world, firstPage);
const contents = demoAdminContents(world, firstPage);
const seglets = demoAdminSeglets(world, firstPage);
const badgeTexts = adminMessages.badges;
const badgesOf = (filters: { segmentIds?: number[]; medalTypes?: (number | null)[] }) =>
  demoAdminBadges(world, { ...firstPage, segmentIds: [], medalTypes: [], ...filters }).data;
const allBadges = badgesOf({});
/** Workplace Safety: its badges, one earned with its gold medal and one by its contents. */
const safetySegment = world.segments.find((segment) => segment.segment_id === 2);
if (!safetySegment) throw new Error('No demo segment 2');
const safetyBadges = badgesOf({ segmentIds: [2] });
const safetyNoMedal = badgesOf({ segmentIds: [2], medalTypes: [null] });
const safetyGold = badgesOf({ segmentIds: [2], medalTypes: [3] });
if (safetyNoMedal.length === 0 || safetyGold.length === 0 || safetyBadges.length >= allBadges.length)
  throw new Error('The demo badges changed');
/** Enough new badges for a second page of manage badges. */
const extraBadges = authoringLimits.managePageSize + 4 - allBadges.length;
const rowNames = (canvasElement: HTMLElement, title: string) =>
  rowsOf(canvasElement, title).map((row) => within(row).getByRole('rowheader').textContent);

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
 * pages move by keyboard, the second page holds the rest, and it opens with the focus on the page's content.
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
    // The list is drawn again for the new page, and the focus, no longer on the pager, is on the page's content.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Manage contents pages' })).getByRole('button', {
          name: 'Page 2',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

const contentNames = (filters: { types?: number[]; segmentIds?: number[] }) =>
  demoAdminContents(world, { ...firstPage, ...filters }).data.map((row) => row.name);

/**
 * The segment filter keeps that segment's contents, and the type filter then keeps those of the type; All lists
 * every content again.
 */
export const ManageContentsByTypeAndSegment: Story = {
  args: { path: '/segment-admin/manage-contents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Manage contents';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    if (!safetySegment) throw new Error('No demo segment 2');
    const inSafety = contentNames({ segmentIds: [2] });
    const type = world.contents.find((row) => row.segment_id === 2)?.type;
    if (type === undefined) throw new Error('Segment 2 has no content');
    const ofTypeInSafety = contentNames({ segmentIds: [2], types: [type] });
    // Each filter must narrow the list, or the story would not show that it does.
    if (ofTypeInSafety.length === 0 || inSafety.length >= contents.total) throw new Error('The demo changed');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Segment' }), safetySegment.name);
    await waitFor(() => expect(rowNames(canvasElement, title)).toEqual(inSafety), loaded);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), String(type));
    await waitFor(() => expect(rowNames(canvasElement, title)).toEqual(ofTypeInSafety), loaded);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Segment' }), 'All');
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(contentNames({ types: [type] })),
      loaded,
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

/**
 * Badges come 25 a page, newest first, each linking to its wizard; the second page holds the rest. The badges
 * created before the story are drafts, and the newest, so they lead the list.
 */
export const ManageBadgesPages: Story = {
  args: { path: '/segment-admin/manage-badges' },
  // After the meta's: the admin is signed in, and the badges are forgotten when the story ends.
  beforeEach: async () => {
    for (let index = 1; index <= extraBadges; index += 1)
      await callDemoApiAsAdmin('POST', '/badge', {
        name: `Store Hero ${index}`,
        short_name: `Hero ${index}`,
        description: 'For helping out in every store.',
        image_file: '/api/uploads/badge.png',
        segment_id: 1,
      });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = badgeTexts.manageTitle;
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: badgeTexts.filterSegment })).toHaveDisplayValue(
      adminMessages.lists.filterAll,
    );
    await expect(canvas.getByRole('combobox', { name: badgeTexts.filterMedal })).toHaveDisplayValue(
      adminMessages.lists.filterAll,
    );
    const newBadge = formatMessage(adminMessages.wizard.newTitle, {
      kind: adminMessages.kinds.badge.toLowerCase(),
    });
    await expect(canvas.getByRole('link', { name: newBadge })).toHaveAttribute(
      'href',
      '#/segment-admin/badges/new',
    );
    const rows = rowsOf(canvasElement, title);
    await expect(rows).toHaveLength(authoringLimits.managePageSize);
    await expect(rows[0]).toHaveTextContent(`Store Hero ${extraBadges}`);
    await expect(rows[0]).toHaveTextContent(adminMessages.status.draft);
    const [newestSeeded] = allBadges;
    if (!newestSeeded) throw new Error('No demo badge');
    await expect(
      within(rows[extraBadges] as HTMLElement).getByRole('link', { name: newestSeeded.name }),
    ).toHaveAttribute('href', `#/segment-admin/badges/${newestSeeded.badge_id}/edit?exit=1`);
    const pages = canvas.getByRole('navigation', { name: `${title} pages` });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(allBadges.slice(-4).map((badge) => badge.name)),
      loaded,
    );
  },
};

/**
 * The segment filter (GET /badge/filters) keeps that segment's badges; the medal filter then narrows them to
 * the ones earned by their contents (no medal), or with the gold medal. Each filter is in the address.
 */
export const ManageBadgesFilters: Story = {
  args: { path: '/segment-admin/manage-badges' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = badgeTexts.manageTitle;
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    await expect(rowNames(canvasElement, title)).toEqual(allBadges.map((badge) => badge.name));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: badgeTexts.filterSegment }),
      safetySegment.name,
    );
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(safetyBadges.map((badge) => badge.name)),
      loaded,
    );
    const medal = canvas.getByRole('combobox', { name: badgeTexts.filterMedal });
    await expect(medal).toHaveDisplayValue(adminMessages.lists.filterAll);
    await userEvent.selectOptions(medal, badgeTexts.filterNoMedal);
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(safetyNoMedal.map((badge) => badge.name)),
      loaded,
    );
    await expect(rowsOf(canvasElement, title)[0]).toHaveTextContent(
      formatMessage(badgeTexts.detail, { segment: safetySegment.name, medal: badgeTexts.noMedal }),
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: badgeTexts.filterMedal }),
      medalNames[3],
    );
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(safetyGold.map((badge) => badge.name)),
      loaded,
    );
    await expect(rowsOf(canvasElement, title)[0]).toHaveTextContent(
      formatMessage(badgeTexts.detail, { segment: safetySegment.name, medal: medalNames[3] }),
    );
    await expect(canvas.getByRole('combobox', { name: badgeTexts.filterSegment })).toHaveDisplayValue(
      safetySegment.name,
    );
  },
};

/** The tags put on segments before ManageSegmentsByTag: two segments have 'Onboarding', one 'Safety'. */
const segmentTagging = { Onboarding: [1, 3], Safety: [2] } as const;
/** The segments listed when filtering by a tag, newest first, as the demo answers. */
const segmentNamesTagged = (tagName: keyof typeof segmentTagging) =>
  demoAdminSegments(world, { ...firstPage, segmentIds: segmentTagging[tagName] }).data.map((row) => row.name);

/**
 * The tag filter offers the tags in use on segments (GET /segment/filters), not a tag no segment has; each keeps
 * the segments with it, and All lists every one again.
 */
export const ManageSegmentsByTag: Story = {
  // After the meta's: the admin is signed in, and the tags are forgotten when the story ends.
  beforeEach: async () => {
    await callDemoApiAsAdmin('POST', '/tag', { name: 'Unused tag' });
    for (const [name, segmentIds] of Object.entries(segmentTagging)) {
      const tag = await readDemoApiAsAdmin<Tag>('POST', '/tag', { name });
      for (const segmentId of segmentIds)
        await callDemoApiAsAdmin('PUT', `/segment/${segmentId}/tag/${tag.tag_id}`);
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Manage segments';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    await expect(rowNames(canvasElement, title)).toEqual(segments.data.map((row) => row.name));
    const tagFilter = canvas.getByRole('combobox', { name: adminMessages.tags.title });
    await expect(tagFilter).toHaveDisplayValue(adminMessages.lists.filterAll);
    await expect(
      within(tagFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([adminMessages.lists.filterAll, 'Onboarding', 'Safety']);

    await userEvent.selectOptions(tagFilter, 'Onboarding');
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(segmentNamesTagged('Onboarding')),
      loaded,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: adminMessages.tags.title }), 'Safety');
    await waitFor(() => expect(rowNames(canvasElement, title)).toEqual(segmentNamesTagged('Safety')), loaded);
    await expect(canvas.getByRole('combobox', { name: adminMessages.tags.title })).toHaveDisplayValue(
      'Safety',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: adminMessages.tags.title }),
      adminMessages.lists.filterAll,
    );
    await waitFor(
      () => expect(rowNames(canvasElement, title)).toEqual(segments.data.map((row) => row.name)),
      loaded,
    );
  },
};
