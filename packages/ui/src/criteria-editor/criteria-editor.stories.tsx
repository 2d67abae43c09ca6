import { adminMessages, type CriterionRowInput, type CriterionSubject, matchesCriteria } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from '../authoring-forms/authoring-forms-story-frame';
import { CriteriaEditor } from './criteria-editor';
import type { CriteriaSubmit } from './criteria-editor-values';

const texts = adminMessages.assignment;

/** Twelve pretend users: stores S101 (6), S102 (4) and S205 (2); the first four in Pharmacy. */
const people: CriterionSubject[] = Array.from({ length: 12 }, (_, index) => ({
  location: index < 6 ? 'S101' : index < 10 ? 'S102' : 'S205',
  department: index < 4 ? 'Pharmacy' : 'Front store',
  job_code: 'SA1',
  manager_id: 4,
}));

/** A pretend POST …/assignment/tally over `people`, after a short delay. */
const countIn = (users: CriterionSubject[]) =>
  fn(
    (rows: CriterionRowInput[], signal: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => resolve(users.filter((user) => matchesCriteria(rows, user)).length),
          20,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  );

const meta = {
  title: 'Authoring/CriteriaEditor',
  component: CriteriaEditor,
  args: {
    id: 'criteria-editor',
    rows: [{ criterion_id: 1, type: 1, operator: 1, value: 'S101' }],
    tallyTotal: 6,
    needsDefaultRequired: false,
    defaultRequired: null,
    countUsers: countIn(people),
    tallyDelayMs: 50,
    onSubmit: fn(async (_values: CriteriaSubmit) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof CriteriaEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: `Rule ${number}` }));
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save and continue' }));
const tallyOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** A saved segment assignment: store S101, 6 users. Adding store S102 (same type: either) counts 10. */
export const SavedSegment: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tallyOf(canvasElement)).toHaveTextContent('6 users');
    await expect(rowOf(canvasElement, 1).getByLabelText(texts.valueLabel)).toHaveValue('S101');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.addRow }));
    const second = rowOf(canvasElement, 2);
    await userEvent.selectOptions(second.getByLabelText(texts.typeLabel), 'Location');
    await userEvent.selectOptions(second.getByLabelText(texts.operatorLabel), 'is');
    await userEvent.type(second.getByLabelText(texts.valueLabel), 'S102');
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('10 users'));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        data: [
          { type: 1, operator: 1, value: 'S101' },
          { type: 1, operator: 1, value: 'S102' },
        ],
        default_required: null,
      }),
    );
  },
};

/** No assignment yet: one blank row, 0 users. Built by keyboard: type, operator, value; types combine with AND. */
export const NewByKeyboard: Story = {
  args: { rows: [], tallyTotal: 0 },
  play: async ({ args, canvasElement }) => {
    await expect(tallyOf(canvasElement)).toHaveTextContent('0 users');
    const first = rowOf(canvasElement, 1);
    const type = first.getByLabelText(texts.typeLabel);
    type.focus();
    await userEvent.selectOptions(type, 'Department');
    await userEvent.tab();
    await expect(first.getByLabelText(texts.operatorLabel)).toHaveFocus();
    await userEvent.selectOptions(first.getByLabelText(texts.operatorLabel), 'is');
    await userEvent.tab();
    await expect(first.getByLabelText(texts.valueLabel)).toHaveFocus();
    await userEvent.keyboard('pharmacy');
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('4 users'));
    await userEvent.tab();
    await expect(first.getByRole('button', { name: 'Remove rule 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: texts.addRow })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const second = rowOf(canvasElement, 2);
    await userEvent.selectOptions(second.getByLabelText(texts.typeLabel), 'Location');
    await userEvent.selectOptions(second.getByLabelText(texts.operatorLabel), 'is not');
    await userEvent.type(second.getByLabelText(texts.valueLabel), 'S101{Enter}');
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('0 users'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        data: [
          { type: 2, operator: 1, value: 'pharmacy' },
          { type: 1, operator: 2, value: 'S101' },
        ],
        default_required: null,
      }),
    );
  },
};

/** "All users" needs no operator or value and picks everyone (12). */
export const AllUsers: Story = {
  args: { rows: [], tallyTotal: 0 },
  play: async ({ canvasElement }) => {
    const first = rowOf(canvasElement, 1);
    await userEvent.selectOptions(first.getByLabelText(texts.typeLabel), 'All users');
    await expect(first.queryByLabelText(texts.operatorLabel)).toBeNull();
    await expect(first.queryByLabelText(texts.valueLabel)).toBeNull();
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('12 users'));
  },
};

/** An incomplete row is refused on its value field, which takes the focus; nothing is sent. */
export const IncompleteRow: Story = {
  args: { rows: [], tallyTotal: 0 },
  play: async ({ args, canvasElement }) => {
    const first = rowOf(canvasElement, 1);
    await userEvent.type(first.getByLabelText(texts.valueLabel), 'SA1');
    await save(canvasElement);
    await expect(first.getByText('Criterion is required')).toBeVisible();
    await expect(first.getByLabelText(texts.typeLabel)).toHaveFocus();
    await userEvent.selectOptions(first.getByLabelText(texts.typeLabel), 'Job code');
    await save(canvasElement);
    await expect(first.getByText(texts.incomplete)).toBeVisible();
    await expect(first.getByLabelText(texts.valueLabel)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // An incomplete row counts nobody.
    await expect(tallyOf(canvasElement)).toHaveTextContent('0 users');
  },
};

/** Removing the last row leaves none: saving then asks for a rule. */
export const NoRows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(rowOf(canvasElement, 1).getByRole('button', { name: 'Remove rule 1' }));
    await expect(canvas.queryByRole('group', { name: 'Rule 1' })).toBeNull();
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('0 users'));
    await save(canvasElement);
    await expect(await canvas.findByText(texts.noRows)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A compliance content's new assignment: the radio must be chosen before it saves. */
export const ContentNeedsDefaultRequired: Story = {
  args: { needsDefaultRequired: true, rows: [], tallyTotal: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = rowOf(canvasElement, 1);
    await userEvent.selectOptions(first.getByLabelText(texts.typeLabel), 'Location');
    await userEvent.selectOptions(first.getByLabelText(texts.operatorLabel), 'is');
    await userEvent.type(first.getByLabelText(texts.valueLabel), 'S101');
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent('6 users'));
    await save(canvasElement);
    await expect(
      await canvas.findByText(`${texts.defaultRequiredLabel} ${texts.defaultRequiredMissing}`),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: texts.required }));
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        data: [{ type: 1, operator: 1, value: 'S101' }],
        default_required: true,
      }),
    );
  },
};

/** A saved content assignment shows its choice. */
export const SavedContentOptional: Story = {
  args: { needsDefaultRequired: true, defaultRequired: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: texts.optional })).toBeChecked();
  },
};

/** The server's refusal shows on the field it names. */
export const ServerErrors: Story = {
  args: {
    rows: [{ criterion_id: 1, type: 4, operator: 1, value: '12' }],
    serverErrors: [{ path: 'data.0.value', message: adminMessages.validation.wholeNumber }],
  },
  play: async ({ canvasElement }) => {
    const first = rowOf(canvasElement, 1);
    await expect(await first.findByText(adminMessages.validation.wholeNumber)).toBeVisible();
    await expect(first.getByLabelText(texts.valueLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The count fails: the tally says so, and the rows stay editable. */
export const TallyFailed: Story = {
  args: {
    countUsers: fn(async (_rows: CriterionRowInput[], _signal: AbortSignal): Promise<number> => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const value = rowOf(canvasElement, 1).getByLabelText(texts.valueLabel);
    await userEvent.clear(value);
    await userEvent.type(value, 'S102');
    await waitFor(() => expect(tallyOf(canvasElement)).toHaveTextContent(texts.tallyFailed));
    await expect(tallyOf(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(value).toBeEnabled();
  },
};

/** Untouched, a new assignment's blank row is not refused: the wizard moves on without saving (nothing changed). */
export const UntouchedMovesOn: Story = {
  args: { rows: [], tallyTotal: 0 },
  play: async ({ args, canvasElement }) => {
    await save(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        data: [{ type: null, operator: 0, value: '' }],
        default_required: null,
      }),
    );
    await expect(within(canvasElement).queryByText('Criterion is required')).toBeNull();
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);
  },
};
