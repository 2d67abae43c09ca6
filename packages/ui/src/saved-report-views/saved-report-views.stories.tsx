import { reportMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedReportViews } from './saved-report-views';
import type { SavedReportView, SaveViewOutcome } from './saved-report-views-types';

const texts = reportMessages.widgets.views;
const [question = '', hint = ''] = reportMessages.replaceViewQuestion.split('\n');

const views: SavedReportView[] = [
  ['North by score', '#/report-dashboard/region/1?sort_column=score-desc', 22],
  ['Store 12 learners', '#/report-dashboard/region/1/district/2/store/12', 20],
  ['My team', '#/team-reporting/7', 18],
  ['South, self subscribed', '#/report-dashboard/region/2?filter_subscription=self', 12],
  ['Overview', '#/report-dashboard/overview', 3],
].map(([name, href, day], index) => ({
  view_id: index + 1,
  name: String(name),
  href: String(href),
  updated_at: new Date(2026, 10, Number(day), 12),
}));

const saved = (): Promise<SaveViewOutcome> => Promise.resolve('saved');

const meta = {
  title: 'Reports/SavedReportViews',
  component: SavedReportViews,
  args: { views: views.slice(0, 2), onSave: fn(saved) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SavedReportViews>;
export default meta;
type Story = StoryObj<typeof meta>;

function region(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: texts.title }));
}

/** Two views: both links shown, nothing to expand. */
export const TwoViews: Story = {
  play: async ({ canvasElement }) => {
    const views = region(canvasElement);
    await expect(views.getAllByRole('link')).toHaveLength(2);
    await expect(views.getByRole('link', { name: 'North by score' })).toHaveAttribute(
      'href',
      '#/report-dashboard/region/1?sort_column=score-desc',
    );
    await expect(views.getByText('Saved Nov 22 2026')).toBeVisible();
    await expect(views.queryByRole('button', { name: /Show/ })).toBeNull();
  },
};

/** Five views: the two most recent, then 'Show all (5)' opens the rest and 'Show fewer' closes them, by keyboard. */
export const FiveExpanded: Story = {
  args: { views },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement);
    await expect(list.getAllByRole('link')).toHaveLength(2);
    const toggle = list.getByRole('button', { name: 'Show all (5)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(list.getAllByRole('link')).toHaveLength(5);
    await expect(list.getByRole('button', { name: texts.showFewer })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(list.getByRole('button', { name: texts.showFewer })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(list.getAllByRole('link')).toHaveLength(2);
    await expect(list.getByRole('button', { name: 'Show all (5)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Loading: Story = {
  args: { views: undefined },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement);
    await expect(list.getByRole('status', { name: texts.loading })).toHaveAttribute('aria-busy', 'true');
    await expect(list.queryByRole('link')).toBeNull();
    // The form works while the list loads.
    await expect(list.getByRole('textbox', { name: texts.nameLabel })).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  args: { views: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).getByRole('alert')).toHaveTextContent(texts.loadFailed);
  },
};

export const NoViews: Story = {
  args: { views: [] },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement);
    await expect(list.getByText(texts.none)).toBeVisible();
    await expect(list.queryByRole('link')).toBeNull();
  },
};

/** Typing a name and pressing Enter saves; Save is busy meanwhile; then 'Report saved' and the field is cleared. */
export const Save: Story = {
  args: {
    onSave: fn(() => new Promise<SaveViewOutcome>((resolve) => setTimeout(() => resolve('saved'), 300))),
  },
  play: async ({ args, canvasElement }) => {
    const form = region(canvasElement);
    const field = form.getByRole('textbox', { name: texts.nameLabel });
    await userEvent.type(field, '  North by level {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('North by level', { replace: false });
    const save = form.getByRole('button', { name: texts.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toBeDisabled();
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(texts.saved));
    await expect(field).toHaveValue('');
    await expect(save).not.toHaveAttribute('aria-busy');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** An empty name is refused on the spot, with the reason on the field; nothing is sent. */
export const EmptyName: Story = {
  play: async ({ args, canvasElement }) => {
    const form = region(canvasElement);
    await userEvent.click(form.getByRole('button', { name: texts.save }));
    const field = form.getByRole('textbox', { name: texts.nameLabel });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(reportMessages.validation.viewNameRequired);
    await expect(field).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(field, 'N');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The server refuses the name: its reason shows on the field and the name is kept. */
export const FieldError: Story = {
  args: {
    onSave: fn(() => Promise.resolve<SaveViewOutcome>({ error: reportMessages.validation.viewNameTooLong })),
  },
  play: async ({ args, canvasElement }) => {
    const form = region(canvasElement);
    const field = form.getByRole('textbox', { name: texts.nameLabel });
    await userEvent.type(field, 'North by score');
    await userEvent.click(form.getByRole('button', { name: texts.save }));
    await expect(args.onSave).toHaveBeenCalledWith('North by score', { replace: false });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(reportMessages.validation.viewNameTooLong);
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('North by score');
    await expect(form.getByRole('status')).toHaveTextContent('');
  },
};

function nameTakenOnce() {
  return fn(
    (_name: string, options: { replace: boolean }): Promise<SaveViewOutcome> =>
      Promise.resolve(options.replace ? 'saved' : 'nameTaken'),
  );
}

/** A name already used: the spec's question, in two lines; OK saves again with replace, and the view is saved. */
export const ReplaceOk: Story = {
  args: { onSave: nameTakenOnce() },
  play: async ({ args, canvasElement }) => {
    const form = region(canvasElement);
    const field = form.getByRole('textbox', { name: texts.nameLabel });
    await userEvent.type(field, 'North by score{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByText(hint)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith('North by score', { replace: true });
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(texts.saved));
    await expect(field).toHaveValue('');
  },
};

/** Cancel (here Escape) keeps the name, saves nothing more and gives the focus back to the field. */
export const ReplaceCancel: Story = {
  args: { onSave: nameTakenOnce() },
  play: async ({ args, canvasElement }) => {
    const form = region(canvasElement);
    const field = form.getByRole('textbox', { name: texts.nameLabel });
    await userEvent.type(field, 'North by score{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: question });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('North by score');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(form.getByRole('status')).toHaveTextContent('');
    // Asked again, Cancel by click closes it the same way.
    await userEvent.click(form.getByRole('button', { name: texts.save }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await expect(field).toHaveValue('North by score');
  },
};
