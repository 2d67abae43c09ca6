import { adminMessages, statusChoices } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusStep, type StatusStepValue } from './status-step';

type StatefulArgs = ComponentProps<typeof StatusStep> & { savedStatus: StatusStepValue };

/** The app's side: it owns the chosen value, offers statusChoices(saved status) and, once archived, shows 3. */
function StatefulStatusStep({ savedStatus, ...args }: StatefulArgs) {
  const [status, setStatus] = useState(savedStatus);
  const [value, setValue] = useState<StatusStepValue>(args.value);
  return (
    <StatusStep
      {...args}
      choices={statusChoices(status) as StatusStepValue[]}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onArchive={() => {
        args.onArchive();
        setStatus(3);
        setValue(3);
      }}
    />
  );
}

const meta = {
  title: 'Admin/StatusStep',
  component: StatusStep,
  args: {
    name: 'Warehouse Safety',
    savedStatus: 1,
    choices: [1, 2, 3],
    value: 1,
    onChange: fn(),
    onArchive: fn(),
  },
  render: (args) => <StatefulStatusStep {...args} />,
} satisfies Meta<StatefulArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const archiveQuestion = 'Archive “Warehouse Safety”? Learners will no longer see it.';

/** A draft may stay a draft, be published or be archived. */
export const Draft: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: adminMessages.wizard.steps.status });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    await expect(within(group).getByRole('radio', { name: 'Draft' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Published' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(within(group).getByRole('radio', { name: 'Published' })).toBeChecked();
  },
};

/** Once published, draft is no longer offered. Arrow keys move between the choices. */
export const Published: Story = {
  args: { savedStatus: 2, value: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '2',
      '3',
    ]);
    await expect(canvas.queryByRole('radio', { name: 'Draft' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Published' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Choosing archived asks first; confirming archives, and the step then shows Archived. */
export const ArchiveConfirm: Story = {
  args: { savedStatus: 2, value: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: 'Archived' }));
    const dialog = await body.findByRole('alertdialog', { name: archiveQuestion });
    await expect(args.onArchive).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onArchive).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('radio', { name: 'Archived' })).toBeChecked();
  },
};

/** Cancelling (here by keyboard: arrow to Archived, then Escape) puts the previous choice back. */
export const ArchiveCancel: Story = {
  args: { savedStatus: 2, value: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await body.findByRole('alertdialog', { name: archiveQuestion });
    // Destructive: focus starts on Cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('radio', { name: 'Published' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Archived' })).not.toBeChecked();
    await expect(args.onArchive).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
    // Focus is back on the choices.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Archived' })).toHaveFocus());
  },
};
