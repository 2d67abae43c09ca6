import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from '../authoring-forms/authoring-forms-story-frame';
import { type Expertise, ExpertiseForm } from './expertise-form';

const texts = adminMessages.schedule;

const meta = {
  title: 'Authoring/ExpertiseForm',
  component: ExpertiseForm,
  args: {
    id: 'expertise-form',
    onSubmit: fn(async (_values: Expertise) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof ExpertiseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSet: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: new RegExp(texts.expertiseLegend) })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: texts.expertiseNone })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Intermediate' }));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ expertise: 2 }));
  },
};

/** Keyboard: arrows move the choice within the group; back to "Not set" sends null. */
export const Advanced: Story = {
  args: { defaultValues: { expertise: 3 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const advanced = canvas.getByRole('radio', { name: 'Advanced' });
    await expect(advanced).toBeChecked();
    advanced.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: texts.expertiseNone })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ expertise: null }));
  },
};
