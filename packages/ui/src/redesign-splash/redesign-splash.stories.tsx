import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RedesignSplash, type RedesignSplashProps } from './redesign-splash';

/** As the app uses it: the splash shows until dismissed. */
function SplashOnPage(props: Pick<RedesignSplashProps, 'onDismiss'>) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p>Dashboard {isOpen ? 'behind the splash' : 'in view'}</p>
      <RedesignSplash
        open={isOpen}
        onDismiss={(choice) => {
          props.onDismiss(choice);
          setIsOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/RedesignSplash',
  component: RedesignSplash,
  args: { open: true, onDismiss: fn() },
  render: (args) => <SplashOnPage onDismiss={args.onDismiss} />,
} satisfies Meta<typeof RedesignSplash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome to the new Segno' });
    await expect(within(dialog).getByRole('checkbox', { name: "Don't show this again" })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onDismiss).toHaveBeenCalledWith({ isPermanent: false });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Dashboard in view')).toBeVisible();
  },
};

export const DismissPermanently: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: "Don't show this again" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onDismiss).toHaveBeenCalledWith({ isPermanent: true });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard alone: Tab to the checkbox, Space ticks it, Escape closes and still reports the choice. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const checkbox = dialog.getByRole('checkbox', { name: "Don't show this again" });
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith({ isPermanent: true });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Closed: Story = {
  render: (args) => <RedesignSplash {...args} open={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
