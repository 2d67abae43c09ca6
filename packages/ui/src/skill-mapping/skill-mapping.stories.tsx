import { adminMessages, type ContentSkill } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SkillChoice, SkillMapping, type SkillMappingProps } from './skill-mapping';

const texts = adminMessages.schedule;

const catalogue: SkillChoice[] = ['Active listening', 'Complaint handling', 'Safe lifting', 'First aid'].map(
  (name, index) => ({ skill_id: index + 1, name }),
);

/** A pretend GET /skill: names holding the term, ignoring case, after a short delay. */
function searchSkills(term: string, signal: AbortSignal) {
  return new Promise<SkillChoice[]>((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(catalogue.filter((skill) => skill.name.toLowerCase().includes(term.toLowerCase()))),
      20,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The step over an in-memory content, as the app's reload after each save would show it. */
function Stateful(props: SkillMappingProps) {
  const [skills, setSkills] = useState(props.skills);
  return (
    <SkillMapping
      {...props}
      skills={skills}
      onChange={async (next) => {
        await props.onChange(next);
        setSkills(next);
      }}
    />
  );
}

const listening: ContentSkill = { skill_id: 1, skill_name: 'Active listening', minimum_skill_level: 4 };

const meta = {
  title: 'Admin/SkillMapping',
  component: SkillMapping,
  args: {
    skills: [listening],
    searchSkills,
    onChange: fn(async (_skills: ContentSkill[]) => {}),
    debounceMs: 30,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SkillMapping>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the level changes with the arrow keys and saves the whole list. */
export const Mapped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const level = canvas.getByLabelText('Minimum level for Active listening');
    await expect(level).toHaveValue('4');
    await userEvent.selectOptions(level, '7');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([{ ...listening, minimum_skill_level: 7 }]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Active listening' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([]));
    await expect(await canvas.findByText(texts.noSkills)).toBeVisible();
    // The keyboard stays in the step.
    await expect(canvas.getByRole('combobox', { name: texts.skillSearchLabel })).toHaveFocus();
  },
};

/** One character asks nothing (002 section 5: 2 at least); a pick adds the skill at level 1. */
export const Empty: Story = {
  args: { skills: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.noSkills)).toBeVisible();
    const search = canvas.getByRole('combobox', { name: texts.skillSearchLabel });
    await userEvent.type(search, 'a');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(canvas.queryByRole('option')).toBeNull();
    await userEvent.type(search, 'id');
    await expect(await canvas.findByRole('option', { name: 'First aid' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith([
        { skill_id: 4, skill_name: 'First aid', minimum_skill_level: 1 },
      ]),
    );
    await expect(canvas.getByLabelText('Minimum level for First aid')).toHaveValue('1');
  },
};

/** Skills already mapped are not offered again. */
export const MappedNotOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: texts.skillSearchLabel }), 'in');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Complaint handling', 'Safe lifting']),
    );
  },
};

export const SaveFailed: Story = {
  args: { onChange: fn(async (_skills: ContentSkill[]) => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Minimum level for Active listening'), '2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.skillsSaveFailed);
    // Nothing changed: the reload would show the stored level.
    await expect(canvas.getByLabelText('Minimum level for Active listening')).toHaveValue('4');
  },
};
