import { adminMessages, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminSeglet, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { type DemoScreen, demoAdminScreenMeta, screenLoaded as loaded } from '../../testing/demo-screen';
import { demoSegletContents } from '../../testing/demo-screens-responses';

const segletId = 1;
/** A demo content in another segment's seglet (First Aid Basics, in segment 2). */
const otherContentId = 15;

const meta = {
  title: 'Screens/Admin seglet contents',
  ...demoAdminScreenMeta(`/segment-admin/seglets/${segletId}/contents`),
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const seglet = demoAdminSeglet(world, segletId);
const contents = demoSegletContents(world, segletId)?.data ?? [];
const otherContent = demoAdminContent(world, otherContentId);
if (!seglet || contents.length < 2 || !otherContent)
  throw new Error('The demo changed: no seglet 1 contents');
const texts = adminMessages.segletContents;

const tableOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: texts.title }, loaded);
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Seglet 1's contents, by name as the server lists them. */
export const ContentsStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seglet.name }, loaded)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(rowNames(await tableOf(canvasElement))).toEqual(contents.map((content) => content.name));
    await expect(canvas.getByRole('searchbox', { name: texts.searchLabel })).toBeVisible();
  },
};

/**
 * Searching finds a content of another segment (saying which seglet it is in now); adding it moves it here at
 * once, and the list shows it. Then one is removed with the keyboard.
 */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.searchLabel }), otherContent.name);
    const add = await canvas.findByRole(
      'button',
      { name: formatMessage(texts.add, { name: otherContent.name }) },
      loaded,
    );
    await expect(add.closest('li')).toHaveTextContent(
      formatMessage(texts.inOtherSeglet, { seglet: otherContent.seglet_name ?? '' }),
    );
    await userEvent.click(add);
    await waitFor(() => expect(rowNames(table)).toContain(otherContent.name), loaded);
    await expect(demoAdminContent(currentDemoAdminWorld(demo), otherContentId)?.seglet_id).toBe(segletId);

    const [first] = contents;
    if (!first) throw new Error('No first content');
    canvas.getByRole('button', { name: formatMessage(texts.remove, { name: first.name }) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(table)).not.toContain(first.name), loaded);
    await expect(demoAdminContent(currentDemoAdminWorld(demo), first.content_id)?.seglet_id).toBeNull();
  },
};

/** A seglet taken out of its segment before the story: its contents stay listed, but none can be added. */
export const NotInSegment: Story = {
  // After the meta's: the admin is signed in, and what the story changes is forgotten when it ends.
  beforeEach: () => callDemoApiAsAdmin('DELETE', `/segment/${seglet.segment_id}/seglet/${segletId}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(await tableOf(canvasElement))).toEqual(contents.map((content) => content.name));
    await expect(canvas.getByText(texts.notInSegment)).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: texts.searchLabel })).toBeNull();
  },
};
