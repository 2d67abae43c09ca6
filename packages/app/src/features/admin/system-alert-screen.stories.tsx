import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, demoAdminFetch, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo, demoUserId } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { demoAdminAlert } from '../../testing/demo-screens-responses';

const meta = {
  title: 'Screens/Admin system alert',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/system-alert' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = adminMessages.alert;
const [seeded] = demoAdminAlert(demoAdminWorld(demo)).data;
if (!seeded) throw new Error('The demo has no system alert');

const editorOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: texts.title }, loaded));
const noticeOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="alert-editor-notice"]');

/** The demo's published alert, changed and saved: the editor shows the saved text and says so. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title }, loaded)).toBeVisible();
    const editor = await editorOf(canvasElement);
    const text = editor.getByLabelText(texts.textLabel);
    await expect(text).toHaveValue(seeded.alert_text);
    await expect(editor.getByRole('switch', { name: texts.publishedLabel })).toBeChecked();
    await userEvent.clear(text);
    await userEvent.type(text, 'Stores close at 6 pm on Friday.');
    await userEvent.click(editor.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(noticeOf(canvasElement)).toHaveTextContent(texts.saved), loaded);
    await expect(demoAdminAlert(currentDemoAdminWorld(demo)).data[0]).toMatchObject({
      alert_id: seeded.alert_id,
      alert_text: 'Stores close at 6 pm on Friday.',
      alert_status: 1,
    });
  },
};

/** Unpublished with the keyboard and saved: the alert is kept, not shown to learners. */
export const Unpublish: Story = {
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    editor.getByRole('switch', { name: texts.publishedLabel }).focus();
    await userEvent.keyboard(' ');
    await expect(editor.getByRole('switch', { name: texts.publishedLabel })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(noticeOf(canvasElement)).toHaveTextContent(texts.saved), loaded);
    await expect(demoAdminAlert(currentDemoAdminWorld(demo)).data[0]?.alert_status).toBe(0);
  },
};

/**
 * Delete asks first; confirmed, the alert goes and the editor shows the latest other one, which the demo has
 * unpublished.
 */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const editor = await editorOf(canvasElement);
    await userEvent.click(editor.getByRole('button', { name: texts.delete }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(texts.deleteConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await waitFor(() => expect(noticeOf(canvasElement)).toHaveTextContent(texts.deleted), loaded);
    const [next] = demoAdminAlert(currentDemoAdminWorld(demo)).data;
    if (!next) throw new Error('The demo has one alert only');
    await expect(editor.getByLabelText(texts.textLabel)).toHaveValue(next.alert_text);
    await expect(editor.getByRole('switch', { name: texts.publishedLabel })).not.toBeChecked();
  },
};

/** No alert yet (both demo alerts deleted before the story): an empty text is refused; a message creates one. */
export const NoAlertYet: Story = {
  beforeEach: [
    signedInAs('admin'),
    withDemoAdminWorld(),
    async () => {
      const latest = () => demoAdminAlert(currentDemoAdminWorld(demo)).data[0];
      for (let alert = latest(); alert; alert = latest()) {
        const request = new Request(`http://demo/api/alert/${alert.alert_id}`, { method: 'DELETE' });
        const answer = await demoAdminFetch(demo, request, demoUserId('admin'));
        if (!answer?.ok) throw new Error(`The alert was not deleted: ${answer?.status}`);
      }
    },
  ],
  play: async ({ canvasElement }) => {
    const editor = await editorOf(canvasElement);
    await expect(editor.getByLabelText(texts.textLabel)).toHaveValue('');
    await expect(editor.queryByRole('button', { name: texts.delete })).toBeNull();
    await userEvent.click(editor.getByRole('button', { name: texts.save }));
    await expect(noticeOf(canvasElement)).toHaveTextContent(adminMessages.validation.alertEmpty);
    await expect(editor.getByLabelText(texts.textLabel)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(editor.getByLabelText(texts.textLabel), 'Inventory count on Sunday.');
    await userEvent.click(editor.getByRole('switch', { name: texts.publishedLabel }));
    await userEvent.click(editor.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(noticeOf(canvasElement)).toHaveTextContent(texts.saved), loaded);
    await expect(editor.getByRole('button', { name: texts.delete })).toBeVisible();
    await expect(demoAdminAlert(currentDemoAdminWorld(demo)).data[0]).toMatchObject({
      alert_text: 'Inventory count on Sunday.',
      alert_status: 1,
    });
  },
};
