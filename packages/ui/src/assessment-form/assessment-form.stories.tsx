import { assessmentMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssessmentForm } from './assessment-form';
import type { AssessmentJobRole, Named } from './assessment-form-values';

const texts = assessmentMessages.screens;

const jobRoles: AssessmentJobRole[] = [
  {
    id: 1,
    name: 'Sales Associate',
    skills: [
      { skill_id: 11, name: 'Customer greeting' },
      { skill_id: 12, name: 'Active listening' },
    ],
  },
  { id: 2, name: 'Store Safety Lead', skills: [{ skill_id: 21, name: 'First aid' }] },
];
const people: Named[] = [
  { id: 7, name: 'Lena Learner' },
  { id: 8, name: 'Kofi Mensah' },
];
const assessorRoles: Named[] = [
  { id: 1, name: 'Self' },
  { id: 2, name: 'Manager' },
  { id: 3, name: 'Peer' },
];

const matching = <Item extends Named>(items: readonly Item[]) =>
  async function search(term: string) {
    return items.filter((item) => item.name.toLowerCase().includes(term.toLowerCase()));
  };

const meta = {
  title: 'Widgets/AssessmentForm',
  component: AssessmentForm,
  args: {
    id: 'assessment-form',
    assessorRoles,
    searchJobRoles: fn(matching(jobRoles)),
    searchPeople: fn(matching(people)),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl pb-40">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssessmentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const editing = {
  job_role: jobRoles[0] ?? null,
  assessee: people[0] ?? null,
  assessor_role: '2',
  assessment_date: '11/02/2026',
  skills: [
    { skill_id: 11, name: 'Customer greeting', rating: 7, notes: 'Greets everyone quickly.' },
    { skill_id: 12, name: 'Active listening', rating: null, notes: 'Not seen yet.' },
  ],
};

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: texts.jobRole })).toHaveValue('');
    await expect(canvas.getByText(texts.chooseJobRoleFirst)).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const CreateWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const jobRole = canvas.getByRole('combobox', { name: texts.jobRole });
    // One character asks nothing (002 section 5: at least 2).
    await userEvent.type(jobRole, 'S');
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(args.searchJobRoles).not.toHaveBeenCalled();
    await userEvent.type(jobRole, 'a');
    await canvas.findByRole('option', { name: 'Sales Associate' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(jobRole).toHaveValue('Sales Associate');
    const greeting = await canvas.findByRole('slider', { name: 'Customer greeting' });
    await expect(canvas.getByRole('slider', { name: 'Active listening' })).toBeInTheDocument();

    await userEvent.tab();
    const assessee = canvas.getByRole('combobox', { name: texts.assessee });
    await expect(assessee).toHaveFocus();
    await userEvent.keyboard('kofi');
    await canvas.findByRole('option', { name: 'Kofi Mensah' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(assessee).toHaveValue('Kofi Mensah');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.assessorRole }), 'Peer');
    await userEvent.type(canvas.getByRole('textbox', { name: texts.date }), '11/20/2026');

    greeting.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(greeting).toHaveAttribute('aria-valuetext', '5, Intermediate');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Notes on Customer greeting' }),
      'Warm welcome.',
    );
    const listening = within(canvas.getByRole('group', { name: 'Active listening' })).getByRole('checkbox', {
      name: 'N/A',
    });
    listening.focus();
    await userEvent.keyboard(' ');
    await expect(listening).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes on Active listening' }), 'Not seen.');

    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        job_role: { id: 1 },
        assessee: { id: 8 },
        assessor_role: { id: 3 },
        assessment_date: '11/20/2026',
        skills: [
          { skill_id: 11, rating: 5, notes: 'Warm welcome.' },
          { skill_id: 12, rating: null, notes: 'Not seen.' },
        ],
      }),
    );
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(assessmentMessages.jobRoleRequired)).toBeVisible();
    await expect(canvas.getByText(assessmentMessages.assesseeRequired)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: texts.jobRole })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: texts.assessorRole })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: texts.date })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotesRequired: Story = {
  args: { defaultValues: { ...editing, skills: editing.skills.map((skill) => ({ ...skill, notes: ' ' })) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    const notes = canvas.getByRole('textbox', { name: 'Notes on Customer greeting' });
    await waitFor(() => expect(notes).toHaveAttribute('aria-invalid', 'true'));
    await expect(notes).toHaveFocus();
    await expect(canvas.getAllByText(assessmentMessages.notesRequired, { exact: false })).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { defaultValues: editing },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: texts.jobRole })).toHaveValue('Sales Associate');
    await expect(canvas.getByRole('combobox', { name: texts.assessee })).toHaveValue('Lena Learner');
    await expect(canvas.getByRole('combobox', { name: texts.assessorRole })).toHaveValue('2');
    await expect(canvas.getByRole('slider', { name: 'Customer greeting' })).toHaveValue('7');
    await expect(canvas.getByRole('slider', { name: 'Active listening' })).toBeDisabled();
    // Clearing N/A brings the range back.
    const notApplicable = within(canvas.getByRole('group', { name: 'Active listening' })).getByRole(
      'checkbox',
      { name: 'N/A' },
    );
    await userEvent.click(notApplicable);
    await expect(canvas.getByRole('slider', { name: 'Active listening' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          skills: [
            { skill_id: 11, rating: 7, notes: 'Greets everyone quickly.' },
            { skill_id: 12, rating: 0, notes: 'Not seen yet.' },
          ],
        }),
      ),
    );
  },
};

export const SwitchJobRole: Story = {
  args: { defaultValues: editing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jobRole = canvas.getByRole('combobox', { name: texts.jobRole });
    await userEvent.clear(jobRole);
    await userEvent.type(jobRole, 'safety');
    await userEvent.click(await canvas.findByRole('option', { name: 'Store Safety Lead' }));
    await expect(await canvas.findByRole('slider', { name: 'First aid' })).toHaveValue('0');
    await expect(canvas.queryByRole('slider', { name: 'Customer greeting' })).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  args: { defaultValues: editing, saveState: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(assessmentMessages.saved);
  },
};

export const SaveFailed: Story = {
  args: { defaultValues: editing, saveState: 'failed', onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(assessmentMessages.saveFailed);
    const notes = canvas.getByRole('textbox', { name: 'Notes on Customer greeting' });
    await userEvent.type(notes, ' More.');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    // Nothing typed is lost when the save is refused.
    await expect(notes).toHaveValue('Greets everyone quickly. More.');
  },
};
