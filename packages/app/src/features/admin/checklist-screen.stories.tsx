import { adminMessages, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { demoAdminChecklist, demoChecklistSummaries } from '../../testing/demo-screens-responses';

const meta = {
  title: 'Screens/Admin checklists',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/checklists/new' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = adminMessages.checklists;
const world = demoAdminWorld(demo);
const [existing] = demoChecklistSummaries(world).data;
const checklist = existing && demoAdminChecklist(world, existing.checklist_id);
if (!checklist || checklist.items.length < 3) throw new Error('The demo checklist changed');
const item = (number: number) => formatMessage(texts.itemLabel, { number });

/**
 * A new checklist starts with three empty items and lists the demo's checklists. Saved empty, the name and the
 * items ask to be filled; with a name and two items (the third removed), it is created and its edit screen opens.
 */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.newTitle }, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: checklist.name })).toBeVisible();
    await expect(canvas.getByLabelText(item(3))).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: texts.create }));
    await expect(canvas.getByLabelText(texts.nameLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(item(1))).toHaveAttribute('aria-invalid', 'true');
    await expect(demoChecklistSummaries(currentDemoAdminWorld(demo)).data).toHaveLength(1);
    await userEvent.type(canvas.getByLabelText(texts.nameLabel), 'Closing Checklist');
    await userEvent.type(canvas.getByLabelText(item(1)), 'Lock the doors');
    await userEvent.type(canvas.getByLabelText(item(2)), 'Count the till');
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessage(texts.removeItem, { number: 3 }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.create }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.editTitle }, loaded),
    ).toBeVisible();
    await expect(canvas.getByLabelText(texts.nameLabel)).toHaveValue('Closing Checklist');
    const saved = demoChecklistSummaries(currentDemoAdminWorld(demo)).data;
    await expect(saved.find((row) => row.name === 'Closing Checklist')?.item_count).toBe(2);
  },
};

/**
 * The demo checklist's edit screen: its items in order. The last is moved up with the keyboard, one is renamed,
 * one added; saved, the screen shows the saved list and says so.
 */
export const Edit: Story = {
  args: { path: `/segment-admin/checklists/${checklist.checklist_id}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.editTitle }, loaded),
    ).toBeVisible();
    await expect(canvas.getByLabelText(texts.nameLabel)).toHaveValue(checklist.name);
    for (const [index, { name }] of checklist.items.entries())
      await expect(canvas.getByLabelText(item(index + 1))).toHaveValue(name);
    const last = checklist.items.length;
    canvas.getByRole('button', { name: formatMessage(texts.moveUp, { number: last }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(item(last - 1))).toHaveValue(checklist.items[last - 1]?.name);
    const first = canvas.getByLabelText(item(1));
    await userEvent.clear(first);
    await userEvent.type(first, 'Say sorry and thank them');
    await userEvent.click(canvas.getByRole('button', { name: texts.addItem }));
    await userEvent.type(canvas.getByLabelText(item(last + 1)), 'Tell your manager');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    const editor = canvasElement.querySelector<HTMLElement>('[data-slot="checklist-editor"]');
    if (!editor) throw new Error('No checklist editor');
    await waitFor(() => expect(within(editor).getByRole('status')).toHaveTextContent(texts.saved), loaded);
    const saved = demoAdminChecklist(currentDemoAdminWorld(demo), checklist.checklist_id);
    await expect(saved?.items.map((row) => row.name)).toEqual([
      'Say sorry and thank them',
      ...checklist.items.slice(1, -2).map((row) => row.name),
      checklist.items[last - 1]?.name,
      checklist.items[last - 2]?.name,
      'Tell your manager',
    ]);
    // The renamed and moved items keep their ids (and learners' checks); the new one gets its own.
    await expect(saved?.items.slice(0, last).map((row) => row.item_id)).toEqual([
      checklist.items[0]?.item_id,
      ...checklist.items.slice(1, -2).map((row) => row.item_id),
      checklist.items[last - 1]?.item_id,
      checklist.items[last - 2]?.item_id,
    ]);
  },
};
