import {
  adminMessages,
  visibleWizardSteps,
  type WizardStep,
  wizardButtons,
  wizardStepPath,
} from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../text-field';
import { WizardFrame } from './wizard-frame';

const segmentSteps = visibleWizardSteps('segment', { isNew: false });

/** The frame's props for a step of segment 7's wizard, as the app builds them from the domain rules. */
function segmentStep(step: WizardStep, isNew = false) {
  const steps = isNew ? visibleWizardSteps('segment', { isNew }) : segmentSteps;
  return {
    isNew,
    currentStep: step,
    steps: steps.map((id) => ({
      id,
      label: adminMessages.wizard.steps[id],
      href: `#${wizardStepPath('segment', isNew ? 'new' : 7, id)}`,
    })),
    buttons: wizardButtons(steps, step, isNew),
  };
}

const meta = {
  title: 'Admin/WizardFrame',
  component: WizardFrame,
  args: {
    title: 'Warehouse Safety',
    kindLabel: adminMessages.kinds.segment,
    ...segmentStep('edit'),
    onBack: fn(),
    onContinue: fn(),
    onSaveAndClose: fn(),
    onClose: fn(),
    children: <TextField label="Name" defaultValue="Warehouse Safety" />,
  },
} satisfies Meta<typeof WizardFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new item shows only its basic info, and Create is the only button. */
export const NewItem: Story = {
  args: { title: 'New segment', ...segmentStep('edit', true) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New segment' })).toBeVisible();
    const steps = canvas.getByRole('navigation', { name: 'Steps' });
    const links = within(steps).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('aria-current', 'step');
    await expect(links[0]).toHaveAttribute('href', '#/segment-admin/segments/new');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Create']);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The first step of an existing item: no Back, no Close. */
export const FirstStep: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: 'Steps' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      '1.Basic info',
      '2.Content',
      '3.Medals',
      '4.Users',
      '5.Status',
      '6.Change log',
    ]);
    await expect(canvas.getByRole('link', { name: 'Basic info' })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('link', { name: 'Content' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('region', { name: 'Basic info' })).toContainElement(
      canvas.getByRole('textbox', { name: 'Name' }),
    );
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save and close',
      'Save and continue',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and close' }));
    await expect(args.onSaveAndClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** A middle step shows Back. */
export const MiddleStep: Story = {
  args: { ...segmentStep('medals'), children: <p>Bronze, silver and gold medals.</p> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Medals' })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back',
      'Save and close',
      'Save and continue',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** The status step adds Close. */
export const StatusStep: Story = {
  args: { ...segmentStep('status'), children: <p>Draft</p> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back',
      'Close',
      'Save and close',
      'Save and continue',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSaveAndClose).not.toHaveBeenCalled();
  },
};

/** The change log is the last step: nothing to save, so only Back and Close. */
export const ChangeLogStep: Story = {
  args: { ...segmentStep('change-log'), children: <p>No changes yet.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Change log' })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Back',
      'Close',
    ]);
  },
};

/** While saving the buttons wait (still focusable) and a polite status says so. */
export const Saving: Story = {
  args: { ...segmentStep('medals'), state: 'saving', children: <p>Bronze, silver and gold medals.</p> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(adminMessages.wizard.saving);
    for (const name of ['Back', 'Save and close', 'Save and continue']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onBack).not.toHaveBeenCalled();
    await expect(args.onSaveAndClose).not.toHaveBeenCalled();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="wizard-frame"]')).toHaveAttribute(
      'data-state',
      'saving',
    );
  },
};

/**
 * While the next step opens (its data loading) the step shown is busy and out of reach, the buttons wait and a
 * polite status says so.
 */
export const OpeningStep: Story = {
  args: { ...segmentStep('content'), state: 'loading' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(adminMessages.wizard.openingStep);
    await expect(canvas.getByRole('region', { name: adminMessages.wizard.steps.content })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The step's fields are inert: the browser gives them no focus.
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name.closest('[inert]')).not.toBeNull();
    name.focus();
    await expect(name).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** After a save the status says Saved. */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(adminMessages.wizard.saved);
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** A failed save: an alert with the reason; the body keeps what was typed and the buttons work again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: adminMessages.wizard.saveFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(adminMessages.wizard.saveFailed);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Warehouse Safety');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Created: a dialog says so; its Continue button (focused) opens the new item's wizard. */
export const Created: Story = {
  args: {
    title: 'New segment',
    ...segmentStep('edit', true),
    created: { name: 'Warehouse Safety', onOpen: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Segment created' });
    await expect(dialog).toHaveAccessibleDescription(
      '“Warehouse Safety” was created. Continue to set it up.',
    );
    const open = within(dialog).getByRole('button', { name: adminMessages.wizard.open });
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.click(open);
    await expect(args.created?.onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** By keyboard: Tab crosses the steps, the body and Save and close, then Enter on Save and continue. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const order: (string | null)[] = [];
    const target = canvas.getByRole('button', { name: 'Save and continue' });
    for (let press = 0; press < 20 && canvasElement.ownerDocument.activeElement !== target; press += 1) {
      await userEvent.tab();
      const active = canvasElement.ownerDocument.activeElement;
      order.push(active?.getAttribute('aria-label') ?? active?.textContent ?? null);
    }
    await expect(target).toHaveFocus();
    await expect(order).toEqual([
      '1.Basic info',
      '2.Content',
      '3.Medals',
      '4.Users',
      '5.Status',
      '6.Change log',
      '',
      'Save and close',
      'Save and continue',
    ]);
    await expect(target.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onContinue).toHaveBeenCalledTimes(2);
  },
};

/** Phones: the steps scroll sideways in their own row; the page itself never does. */
export const Mobile: Story = {
  args: { ...segmentStep('status'), children: <p>Draft</p> },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('navigation', { name: 'Steps' })).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const current = canvas.getByRole('link', { name: 'Status' });
    await expect(current).toHaveAttribute('aria-current', 'step');
    // The current step is scrolled into the row's view.
    await waitFor(() => {
      const row = list.getBoundingClientRect();
      const link = current.getBoundingClientRect();
      expect(link.left).toBeGreaterThanOrEqual(row.left);
      expect(link.right).toBeLessThanOrEqual(row.right);
    });
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toBeVisible();
  },
};
