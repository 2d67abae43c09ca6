import { assessmentMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobRoleForm } from './job-role-form';

const texts = assessmentMessages.screens;

const knownSkills = [
  { skill_id: 1, name: 'Active listening' },
  { skill_id: 6, name: 'First aid' },
  { skill_id: 4, name: 'Hazard spotting' },
];

const meta = {
  title: 'Widgets/JobRoleForm',
  component: JobRoleForm,
  args: {
    searchSkills: fn(async (term: string) =>
      knownSkills.filter((skill) => skill.name.toLowerCase().includes(term.toLowerCase())),
    ),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl pb-40">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobRoleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const safetyLead = {
  name: 'Store Safety Lead',
  skills: [
    { skill_id: 4, name: 'Hazard spotting' },
    { skill_id: 6, name: 'First aid' },
  ],
};

/** A new job role: a known skill picked by keyboard, a new one typed; then saved. */
export const New: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.noSkillsYet)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: texts.jobRoleName }), 'Floor Lead');
    const skill = canvas.getByRole('combobox', { name: texts.addSkill });
    await userEvent.type(skill, 'fir');
    await canvas.findByRole('option', { name: 'First aid' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await userEvent.type(canvas.getByRole('combobox', { name: texts.addSkill }), 'Till #handling!');
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    const list = canvas.getByRole('list', { name: texts.jobRoleSkills });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['First aid', 'Till handling']);
    await userEvent.click(canvas.getByRole('button', { name: texts.saveJobRole }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Floor Lead',
        skills: [{ skill_id: 6, name: 'First aid' }, { name: 'Till handling' }],
      }),
    );
  },
};

/** An empty job role is refused: the name and at least one skill. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: texts.saveJobRole }));
    const name = canvas.getByRole('textbox', { name: texts.jobRoleName });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByText(`${texts.jobRoleName} ${messages.validation.required}`)).toBeVisible();
    await expect(canvas.getByText(assessmentMessages.jobRoleSkillsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A job role being edited: a duplicate (any case) is refused, a skill removed, then saved. */
export const Edit: Story = {
  args: { defaultValues: safetyLead },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: texts.jobRoleName })).toHaveValue('Store Safety Lead');
    await userEvent.type(canvas.getByRole('combobox', { name: texts.addSkill }), 'FIRST AID');
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await expect(await canvas.findByText(assessmentMessages.skillDuplicate)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hazard spotting' }));
    await userEvent.click(canvas.getByRole('button', { name: texts.saveJobRole }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Store Safety Lead',
        skills: [{ skill_id: 6, name: 'First aid' }],
      }),
    );
  },
};

/** The server's 409 (a name taken) shows on the name. */
export const NameTaken: Story = {
  args: {
    defaultValues: safetyLead,
    serverErrors: [{ path: 'name', message: assessmentMessages.jobRoleNameTaken }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: texts.jobRoleName });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(assessmentMessages.jobRoleNameTaken, { exact: false })).toBeVisible();
  },
};

export const Saved: Story = {
  args: { defaultValues: safetyLead, saveState: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(texts.jobRoleSaved);
  },
};

export const SaveFailed: Story = {
  args: { defaultValues: safetyLead, saveState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.jobRoleSaveFailed);
  },
};
