import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChecklistForm, type ChecklistFormItem } from './checklist-form';

const items: ChecklistFormItem[] = [
  { item_id: 1, label: 'Greet the customer within 10 seconds' },
  { item_id: 2, label: 'Offer help finding products' },
  { item_id: 3, label: 'Thank the customer at checkout' },
];

const meta = {
  title: 'Widgets/ChecklistForm',
  component: ChecklistForm,
  args: { name: 'Customer greeting', items, onChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChecklistForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit is enabled only once every item is checked; each change reports every checked id, in order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Customer greeting' });
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(canvas.getByText('0 of 3 checked')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Thank the customer at checkout' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([3]);
    await userEvent.click(
      within(group).getByRole('checkbox', { name: 'Greet the customer within 10 seconds' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3]);
    await expect(canvas.getByText('2 of 3 checked')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Offer help finding products' }));
    await expect(canvas.getByText('3 of 3 checked')).toBeVisible();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith([1, 2, 3]);
  },
};

/** Space ticks each box; unticking one disables submit again; Enter on the button submits. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of items) {
      await userEvent.tab();
      await expect(canvas.getByRole('checkbox', { name: item.label })).toHaveFocus();
      await userEvent.keyboard(' ');
    }
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Thank the customer at checkout' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith([1, 2, 3]);
  },
};

/** The learner's saved copy: two already checked. */
export const PartlyChecked: Story = {
  args: { defaultCheckedIds: [1, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 3 checked')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Offer help finding products' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Controlled by the app, which saves each change before showing it. */
export const Controlled: Story = {
  render: function ControlledChecklist(args) {
    const [checked, setChecked] = useState<readonly number[]>([2]);
    return (
      <ChecklistForm
        {...args}
        checkedIds={checked}
        onChange={(next) => {
          args.onChange?.(next);
          setChecked(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 3 checked')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offer help finding products' }));
    await expect(args.onChange).toHaveBeenCalledWith([]);
    await expect(canvas.getByText('0 of 3 checked')).toBeVisible();
  },
};

/** All checked: the button is busy while the submission is pending. */
export const Submitting: Story = {
  args: {
    defaultCheckedIds: [1, 2, 3],
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultCheckedIds: [1, 2, 3] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Offer help finding products' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
