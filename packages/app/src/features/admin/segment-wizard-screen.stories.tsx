import { adminMessages, formatMessage, medalErrorMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, demoAdminFetch, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import {
  demoAdminMedals,
  demoAdminSeglets,
  demoAdminSegment,
  demoAdminWorld,
} from '../../testing/demo-admin-responses';
import { demoSegmentTags } from '../../testing/demo-content-step-responses';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { chooseImage, createTagInPicker, stepHeading } from '../../testing/wizard-screen-steps';

const meta = {
  title: 'Screens/Admin segment wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/segments/1/edit' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const segment = demoAdminSegment(world, 1);
if (!segment) throw new Error('No demo segment 1');
const segmentSeglets = demoAdminSeglets(world, {
  limit: 100,
  offset: 0,
  term: '',
  statuses: [],
  segmentId: 1,
}).data;
const adminName = 'Priya Raman';

/**
 * A story `beforeEach` that changes segment 1 six times through the mock API, as an admin would: description,
 * possible points, medals, a seglet added, short name, archived.
 */
async function changeSegmentOne() {
  const adminId = demoUserId('admin');
  const call = async (method: string, path: string, body?: unknown) => {
    const init = {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    };
    const answer = await demoAdminFetch(demo, new Request(`http://demo/api${path}`, init), adminId);
    if (!answer?.ok) throw new Error(`${method} ${path} answered ${answer?.status}`);
  };
  await call('PUT', '/segment/1', { description: 'Greeting, listening and resolving.' });
  await call('PUT', '/segment/1', { max_points: 500 });
  const medals = demoAdminMedals(world, 1)?.data ?? [];
  await call('PUT', '/segment/1/medal', {
    medals: medals.map(({ level, points, status }) => ({ level, points, status })),
  });
  await call('POST', '/segment/1/seglet/4');
  await call('PUT', '/segment/1', { short_name: 'Service 101' });
  await call('DELETE', '/segment/1');
}
const { steps } = adminMessages.wizard;

/** A new segment shows its basic info only; Create saves it and the created dialog opens its edit wizard. */
export const New: Story = {
  args: { path: '/segment-admin/segments/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New segment' }, loaded)).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Steps' })).getAllByRole('link')).toHaveLength(
      1,
    );
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Allergen Awareness');
    await userEvent.type(canvas.getByLabelText('Short name'), 'Allergens');
    await userEvent.type(canvas.getByLabelText('Description'), 'Spotting allergens on labels.');
    await chooseImage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.create }));
    const created = await body.findByRole('dialog', { name: 'Segment created' }, loaded);
    await expect(created).toHaveTextContent(
      formatMessage(adminMessages.wizard.createdBody, { name: 'Allergen Awareness' }),
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Allergen Awareness' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Short name')).toHaveValue('Allergens');
  },
};

/**
 * Segment 1's basic info, filled from the demo. The seed gave it no image, so one is chosen; then a change saves
 * and the wizard moves to its content step, which lists the segment's seglets.
 */
export const EditStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: segment.name }, loaded)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(segment.name);
    await expect(canvas.getByLabelText('Short name')).toHaveValue(segment.short_name);
    await expect(canvas.getByLabelText('Possible points')).toHaveValue(String(segment.max_points));
    const description = canvas.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Greeting, listening and resolving.');
    await chooseImage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps.content)).toBeVisible();
    for (const seglet of segmentSeglets) await expect(canvas.getByText(seglet.name)).toBeVisible();
    await expect(currentDemoAdminWorld(demo).segments[0]?.description).toBe(
      'Greeting, listening and resolving.',
    );
  },
};

/**
 * The medals step: published out of order (silver below bronze) is refused with error 3 on Silver, which stays
 * a draft, and the wizard stays on the step.
 */
export const MedalsOutOfOrder: Story = {
  args: { path: '/segment-admin/segments/1/medals' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.medals)).toBeVisible();
    const medals = demoAdminMedals(world, 1);
    const medal = (name: string) => within(canvas.getByRole('group', { name }));
    const goldBadges = medals?.data[2]?.badge_count ?? 0;
    await expect(
      medal('Gold').getByText(goldBadges === 1 ? '1 badge' : `${goldBadges} badges`),
    ).toBeVisible();
    const points = { Bronze: '10', Silver: '5', Gold: '20' };
    for (const [name, value] of Object.entries(points)) {
      const field = medal(name).getByLabelText('Points', { exact: true });
      await userEvent.clear(field);
      await userEvent.type(field, value);
      const published = medal(name).getByRole('switch', { name: 'Published' });
      if (published.getAttribute('aria-checked') !== 'true') await userEvent.click(published);
    }
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    const silverError = medalErrorMessage(3, segment.max_points);
    await waitFor(() => expect(medal('Silver').getByText(silverError)).toBeVisible(), loaded);
    await expect(medal('Silver').getByRole('switch', { name: 'Published' })).not.toBeChecked();
    await expect(medal('Bronze').queryByText(silverError)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: steps.medals })).toBeVisible();
  },
};

/**
 * The content step: the segment's seglets, each linking to its wizard; removing one takes it out of the segment
 * and offers it among the seglets in no segment, from which adding puts it back.
 */
export const ContentStep: Story = {
  args: { path: '/segment-admin/segments/1/content' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.content)).toBeVisible();
    for (const seglet of segmentSeglets)
      await expect(canvas.getByRole('link', { name: seglet.name })).toHaveAttribute(
        'href',
        `#/segment-admin/seglets/${seglet.seglet_id}/edit`,
      );
    const [first] = segmentSeglets;
    if (!first) throw new Error('Demo segment 1 has no seglet');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name} from this segment` }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: first.name })).toBeNull(), loaded);
    await userEvent.selectOptions(canvas.getByLabelText(/Seglet to add/), first.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Add seglet' }));
    await expect(await canvas.findByRole('link', { name: first.name }, loaded)).toBeVisible();
  },
};

/** The medals step links to a new badge of each medal, the segment and the medal chosen for it (a memory router's
 * addresses here, without the app's #). */
export const MedalsStepBadgeLinks: Story = {
  args: { path: '/segment-admin/segments/1/medals' },
  play: async ({ canvasElement }) => {
    await expect(await stepHeading(canvasElement, steps.medals)).toBeVisible();
    const links = within(
      within(canvasElement).getByRole('list', { name: adminMessages.medals.addBadges }),
    ).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      (['Bronze', 'Silver', 'Gold'] as const).map((medal, index) => [
        formatMessage(adminMessages.medals.addBadge, { medal }),
        `/segment-admin/badges/new?segment_id=1&medal_type_id=${index + 1}`,
      ]),
    );
  },
};

/** The status step of a published segment: kept as it is, the wizard moves on to the (empty) change log. */
export const StatusStep: Story = {
  args: { path: '/segment-admin/segments/1/status' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.status)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.published })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: adminMessages.status.draft })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps['change-log'])).toBeVisible();
    await expect(await canvas.findByText(adminMessages.changeLog.empty, {}, loaded)).toBeVisible();
  },
};

/** Archiving asks first: Escape backs out, OK archives at once. */
export const StatusArchive: Story = {
  args: { path: '/segment-admin/segments/1/status' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await stepHeading(canvasElement, steps.status)).toBeVisible();
    const archivedRadio = canvas.getByRole('radio', { name: adminMessages.status.archived });
    await userEvent.click(archivedRadio);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      formatMessage(adminMessages.status.archiveConfirm, { name: segment.name }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('radio', { name: adminMessages.status.published })).toBeChecked();
    await userEvent.click(archivedRadio);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(demoAdminSegment(currentDemoAdminWorld(demo), 1)?.status).toBe(3));
    await expect(canvas.getByRole('radio', { name: adminMessages.status.archived })).toBeChecked();
  },
};

/** Six changes made to segment 1 before the story: the change log shows five a page, newest first. */
export const ChangeLogStep: Story = {
  args: { path: '/segment-admin/segments/1/change-log' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld(), changeSegmentOne],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps['change-log'])).toBeVisible();
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    const lines = within(log).getAllByRole('listitem');
    await expect(lines).toHaveLength(5);
    await expect(lines[0]).toHaveTextContent(
      `${adminName} set the status to ${adminMessages.status.archived}`,
    );
    await expect(lines[4]).toHaveTextContent(`${adminName} changed max points`);
    const pages = canvas.getByRole('navigation', { name: `${steps['change-log']} pages` });
    within(pages).getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(
          within(canvas.getByRole('list', { name: steps['change-log'] })).getAllByRole('listitem'),
        ).toHaveLength(1),
      loaded,
    );
    await expect(canvas.getByRole('list', { name: steps['change-log'] })).toHaveTextContent(
      `${adminName} changed description`,
    );
  },
};

/**
 * The segment's tags page, reached from its basic info: a name no tag has is offered to create; chosen, the tag
 * is created, put on the segment (saved at once, with a change-log line) and listed; removed, the list is empty
 * again. 'Back to the segment' returns to its basic info.
 */
export const TagsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.tags;
    const tagsOfSegment = () => demoSegmentTags(currentDemoAdminWorld(demo), 1)?.data.map((tag) => tag.name);
    await expect(await stepHeading(canvasElement, steps.edit)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: texts.segmentTags }));
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.title }, loaded)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: segment.name })).toBeVisible();
    await expect(canvas.getByText(texts.empty)).toBeVisible();

    await createTagInPicker(canvasElement, 'Seasonal staff');
    await expect(tagsOfSegment()).toEqual(['Seasonal staff']);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Seasonal staff' }));
    await expect(await canvas.findByText(texts.empty, {}, loaded)).toBeVisible();
    await expect(canvas.getByText(formatMessage(texts.removed, { name: 'Seasonal staff' }))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(tagsOfSegment()).toEqual([]);
    await expect(
      currentDemoAdminWorld(demo).changes.filter(
        (change) => change.object === 'segment' && change.object_id === 1 && change.detail === 'tags',
      ),
    ).toHaveLength(2);

    await userEvent.click(canvas.getByRole('link', { name: texts.backToSegment }));
    await expect(await stepHeading(canvasElement, steps.edit)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(segment.name);
  },
};
