import { adminMessages, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import {
  demoRecordRedemption,
  demoRedeemedUsers,
  demoScreensState,
} from '../../testing/demo-screens-responses';

/** The demo's handed-out code that learners can still redeem (for Refunds and Returns). */
const code = 'WELCOME1';

const meta = {
  title: 'Screens/Admin segnocode report',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/segnocode-report' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = adminMessages.segnocodes;
const exportTexts = adminMessages.exports;
const world = demoAdminWorld(demo);
const codeContent = demoAdminContent(world, demo.segnocodes.find((row) => row.code === code)?.contentId ?? 0);
if (!codeContent) throw new Error(`The demo has no code ${code}`);
/** Three demo learners who redeem the code before the stories that need them. */
const redeemers = demo.users.filter((user) => !user.isGenericUser).slice(1, 4);

/** A story `beforeEach`: the three learners have redeemed the code (as POST /segnocode/redeem records it). */
function redeemedByThree() {
  for (const user of redeemers) demoRecordRedemption(currentDemoAdminWorld(demo), user.id, code);
}

/** The external ids in the report's table, in order. */
const externalIds = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: formatMessage(texts.reportCaption, { code }) }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

async function showReport(canvasElement: HTMLElement, typed: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(texts.reportCodeLabel, {}, loaded);
  await expect(canvas.getByRole('button', { name: texts.reportShow })).toBeDisabled();
  await userEvent.type(field, `${typed}{Enter}`);
}

/** An unknown code: the report says there is no such code. */
export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.reportTitle }, loaded),
    ).toBeVisible();
    await showReport(canvasElement, 'nosuch1');
    await expect(await canvas.findByText(texts.unknownCode, {}, loaded)).toBeVisible();
  },
};

/** The demo's code, which nobody has redeemed yet: its content, no rows, and nothing to export. */
export const NobodyYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showReport(canvasElement, code.toLowerCase());
    await expect(
      await canvas.findByText(
        formatMessage(texts.reportContent, { name: codeContent.name, count: 0 }),
        {},
        loaded,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(texts.reportEmpty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: exportTexts.open })).toBeNull();
  },
};

/** Three learners redeemed it: listed by external id; sorted by first name, then the other way round. */
export const Redeemed: Story = {
  args: { path: `/segment-admin/segnocode-report?code=${code}` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld(), redeemedByThree],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = (orderBy: 'externalId' | 'firstName', orderDir: 'asc' | 'desc') =>
      demoRedeemedUsers(currentDemoAdminWorld(demo), code, {
        _limit: 20,
        _offset: 0,
        order_by: orderBy,
        order_dir: orderDir,
      }).data.map((row) => row.externalId);
    await expect(
      await canvas.findByText(
        formatMessage(texts.reportContent, { name: codeContent.name, count: 3 }),
        {},
        loaded,
      ),
    ).toBeVisible();
    await waitFor(() => expect(externalIds(canvasElement)).toEqual(page('externalId', 'asc')), loaded);
    await userEvent.click(canvas.getByRole('button', { name: texts.columns.firstName }));
    await waitFor(() => expect(externalIds(canvasElement)).toEqual(page('firstName', 'asc')), loaded);
    canvas.getByRole('button', { name: texts.columns.firstName }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(externalIds(canvasElement)).toEqual(page('firstName', 'desc')), loaded);
    await expect(canvas.getByRole('columnheader', { name: texts.columns.firstName })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/**
 * Export opens its dialog (file type and fields); CSV with two fields asked for, the download pop-up follows
 * the job until the file is ready, offers it, and Close dismisses the job.
 */
export const Export: Story = {
  args: { path: `/segment-admin/segnocode-report?code=${code}` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld(), redeemedByThree],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: exportTexts.open }, loaded));
    const options = await body.findByRole('dialog', { name: exportTexts.title });
    const dialog = within(options);
    await expect(dialog.getByLabelText(exportTexts.formats.csv)).toBeChecked();
    for (const column of ['location', 'locDesc', 'managerId', 'createdDate', 'externalId'] as const)
      await userEvent.click(dialog.getByRole('checkbox', { name: texts.columns[column] }));
    await expect(dialog.getByRole('checkbox', { name: texts.columns.firstName })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: exportTexts.start }));
    const download = await body.findByRole('link', { name: exportTexts.download }, loaded);
    await expect(download).toHaveAttribute('download', `segnocode-${code}.csv`);
    await expect(body.getByText(formatMessage(exportTexts.ready, { rows: 3 }))).toBeVisible();
    const [job] = demoScreensState(currentDemoAdminWorld(demo)).exportJobs;
    await expect(job).toMatchObject({ format: 'csv', fields: ['firstName', 'lastName'], written: true });
    await userEvent.click(body.getByRole('button', { name: exportTexts.dismiss }));
    await waitFor(() => expect(job?.dismissed).toBe(true), loaded);
  },
};
