import { adminMessages, formatMessage, medalNames } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import { demoAdminBadge, demoAdminBadgeContents } from '../../testing/demo-badge-responses';
import { demo } from '../../testing/demo-fetch';
import { type DemoScreen, demoAdminScreenMeta, screenLoaded as loaded } from '../../testing/demo-screen';
import { chooseImage, stepHeading } from '../../testing/wizard-screen-steps';

/** First Steps: a published badge of segment 1, earned by one content, with no medal. */
const badgeId = 1;
/** Team Player: a badge of segment 1 earned by two contents. */
const teamBadgeId = 3;

const meta = {
  title: 'Screens/Admin badge wizard',
  ...demoAdminScreenMeta(`/segment-admin/badges/${badgeId}/edit`),
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const badge = demoAdminBadge(world, badgeId);
const teamContents = demoAdminBadgeContents(world, teamBadgeId)?.data ?? [];
if (!badge || teamContents.length < 2) throw new Error('The demo badges changed');
/** A content of segment 1 that does not earn Team Player yet. */
const addable = world.contents.find(
  (content) =>
    content.segment_id === 1 &&
    content.status !== 3 &&
    !teamContents.some((earning) => earning.content_id === content.content_id),
);
if (!addable) throw new Error('No content of segment 1 to add');
const texts = adminMessages.badges;
const { steps } = adminMessages.wizard;
const adminName = 'Priya Raman';

const savedBadge = (id = badgeId) => demoAdminBadge(currentDemoAdminWorld(demo), id);

/**
 * A new badge from its segment's medals (segment and medal in the address): the form starts with them; Create
 * saves a draft and the created dialog opens its edit wizard.
 */
export const New: Story = {
  args: { path: '/segment-admin/badges/new?segment_id=1&medal_type_id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New badge' }, loaded)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: texts.segment })).toHaveDisplayValue(
      world.segments[0]?.name ?? '',
    );
    await expect(canvas.getByRole('combobox', { name: texts.medalType })).toHaveDisplayValue(medalNames[2]);
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Store Hero');
    await userEvent.type(canvas.getByLabelText('Short name'), 'Hero');
    await userEvent.type(canvas.getByLabelText('Description'), 'For helping out in every store.');
    await chooseImage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.create }));
    await body.findByRole('dialog', { name: 'Badge created' }, loaded);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Store Hero' }, loaded)).toBeVisible();
    const created = currentDemoAdminWorld(demo);
    const newest = demoAdminBadge(created, Math.max(...world.demo.badges.map((row) => row.id)) + 1);
    await expect(newest).toMatchObject({ name: 'Store Hero', segment_id: 1, medal_type_id: 2, status: 1 });
  },
};

/**
 * First Steps' basic info from the demo, which seeded no short name, description or image: Continue asks for
 * them; with them (and the gold medal chosen) it saves and moves to the content step.
 */
export const EditStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: badge.name }, loaded)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(badge.name);
    await expect(canvas.getByRole('combobox', { name: texts.medalType })).toHaveDisplayValue(
      texts.medalTypeNone,
    );
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByText(adminMessages.validation.imageRequired, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Short name'), 'Steps');
    await userEvent.type(canvas.getByLabelText('Description'), 'For a first completed content.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.medalType }), medalNames[3]);
    await chooseImage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, texts.contentsTitle)).toBeVisible();
    await expect(savedBadge()).toMatchObject({ short_name: 'Steps', medal_type_id: 3 });
  },
};

/**
 * Team Player's contents: a search of its segment's contents finds one that does not earn it yet; added, the
 * list shows it. Then one is removed with the keyboard.
 */
export const ContentStep: Story = {
  args: { path: `/segment-admin/badges/${teamBadgeId}/content` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: texts.contentsTitle }, loaded);
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(names()).toEqual(teamContents.map((content) => content.name));
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.searchLabel }), addable.name);
    await userEvent.click(
      await canvas.findByRole('button', { name: formatMessage(texts.add, { name: addable.name }) }, loaded),
    );
    await waitFor(() => expect(names()).toContain(addable.name), loaded);
    const [first] = teamContents;
    if (!first) throw new Error('No first content');
    canvas.getByRole('button', { name: formatMessage(texts.remove, { name: first.name }) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).not.toContain(first.name), loaded);
    await expect(savedBadge(teamBadgeId)?.content_count).toBe(teamContents.length);
  },
};

/** The notifications step: the announcement turned off with a message kept; saved, the wizard moves to status. */
export const NotificationsStep: Story = {
  args: { path: `/segment-admin/badges/${badgeId}/notifications` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.notifications)).toBeVisible();
    const notify = canvas.getByRole('switch', { name: texts.notifyLabel });
    await expect(notify).toBeChecked();
    await userEvent.type(canvas.getByLabelText(texts.notificationTextLabel), 'Your first step is done!');
    notify.focus();
    await userEvent.keyboard(' ');
    await expect(notify).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps.status)).toBeVisible();
    await expect(savedBadge()).toMatchObject({
      notify_on_earn: false,
      notification_text: 'Your first step is done!',
    });
  },
};

/** Archiving asks first: Escape backs out, OK archives at once. */
export const StatusArchive: Story = {
  args: { path: `/segment-admin/badges/${badgeId}/status` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await stepHeading(canvasElement, steps.status)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.published })).toBeChecked();
    const archivedRadio = canvas.getByRole('radio', { name: adminMessages.status.archived });
    await userEvent.click(archivedRadio);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      formatMessage(adminMessages.status.archiveConfirm, { name: badge.name }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(savedBadge()?.status).toBe(2);
    await userEvent.click(archivedRadio);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(savedBadge()?.status).toBe(3), loaded);
  },
};

/** Three changes made to First Steps before the story: the change log lists them, newest first. */
export const ChangeLogStep: Story = {
  args: { path: `/segment-admin/badges/${badgeId}/change-log` },
  // After the meta's: the admin is signed in, and the changes are forgotten when the story ends.
  beforeEach: async () => {
    await callDemoApiAsAdmin('PUT', `/badge/${badgeId}`, { description: 'For a first completed content.' });
    await callDemoApiAsAdmin('PUT', `/badge/${badgeId}`, { notify_on_earn: false });
    await callDemoApiAsAdmin('PUT', `/badge/${badgeId}`, { status: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    const lines = within(log).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(`${adminName} set the status to ${adminMessages.status.draft}`);
    await expect(lines[2]).toHaveTextContent(`${adminName} changed description`);
  },
};
