import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { HelpTour, type HelpTourProps } from './help-tour';

/** A dashboard skeleton carrying the tour's `data-tour` targets; `without` leaves some out. */
function MockPage({ onEnd, without = [] }: Pick<HelpTourProps, 'onEnd'> & { without?: string[] }) {
  const [isTouring, setIsTouring] = useState(false);
  const region = (id: string, label: string, className = '') =>
    without.includes(id) ? null : (
      <div data-tour={id} className={`rounded-md border border-border p-3 text-sm ${className}`}>
        {label}
      </div>
    );
  return (
    <div className="grid gap-4">
      <header className="flex items-center gap-3 border-b border-border pb-3">
        {region('main-navigation', 'Menu')}
        <Button variant="outline" onClick={() => setIsTouring(true)}>
          Help
        </Button>
        <div className="flex-1" />
        {region('header-progress', 'Score 1,240 · Level 5 · Rank 12')}
        {region('profile-picture', 'LP', 'size-12 rounded-full')}
      </header>
      <main className="grid grid-cols-2 gap-4">
        {region('network-activity', 'Network activity', 'min-h-32')}
        {region('my-recent-activity', 'My recent activity', 'min-h-32')}
      </main>
      <HelpTour
        open={isTouring}
        onEnd={(outcome) => {
          onEnd(outcome);
          setIsTouring(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/HelpTour',
  component: HelpTour,
  args: { open: false, onEnd: fn() },
  render: (args) => <MockPage onEnd={args.onEnd} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HelpTour>;
export default meta;
type Story = StoryObj<typeof meta>;

async function startTour(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Help' }));
  return within(canvasElement.ownerDocument.body);
}

/** Walks all five steps in the spec's order, each pointing at its target; Done ends it as complete. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = await startTour(canvasElement);
    const titles = [
      'Main navigation',
      'Your progress',
      'Profile picture',
      'Network activity',
      'My recent activity',
    ];
    for (const [index, title] of titles.entries()) {
      const step = await body.findByRole('dialog', { name: title });
      await expect(step).toHaveTextContent(`Step ${index + 1} of 5`);
      const target = canvasElement.querySelector(`[data-tour="${step.dataset.step}"]`);
      await expect(target).toHaveAttribute('data-tour-state', 'active');
      await userEvent.click(within(step).getByRole('button', { name: index === 4 ? 'Done' : 'Next' }));
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledWith({ isComplete: true });
    await expect(canvasElement.querySelector('[data-tour-state]')).toBeNull();
  },
};

/** Back returns to the previous step; the first step has no Back. */
export const BackAndForth: Story = {
  play: async ({ canvasElement }) => {
    const body = await startTour(canvasElement);
    const first = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(first).queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Next' }));
    const second = await body.findByRole('dialog', { name: 'Your progress' });
    await userEvent.click(within(second).getByRole('button', { name: 'Back' }));
    await expect(await body.findByRole('dialog', { name: 'Main navigation' })).toHaveTextContent(
      'Step 1 of 5',
    );
  },
};

/** Steps whose target is missing are skipped and the count says so. */
export const MissingTargets: Story = {
  render: (args) => <MockPage onEnd={args.onEnd} without={['header-progress', 'network-activity']} />,
  play: async ({ canvasElement }) => {
    const body = await startTour(canvasElement);
    const titles = ['Main navigation', 'Profile picture', 'My recent activity'];
    for (const [index, title] of titles.entries()) {
      const step = await body.findByRole('dialog', { name: title });
      await expect(step).toHaveTextContent(`Step ${index + 1} of 3`);
      await userEvent.click(within(step).getByRole('button', { name: index === 2 ? 'Done' : 'Next' }));
    }
  },
};

/** With none of the targets on the page the tour ends at once. */
export const NoTargets: Story = {
  render: (args) => (
    <MockPage
      onEnd={args.onEnd}
      without={[
        'main-navigation',
        'header-progress',
        'profile-picture',
        'network-activity',
        'my-recent-activity',
      ]}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const body = await startTour(canvasElement);
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledWith({ isComplete: false }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Skip tour ends it early, as not complete, and focus returns to Help. */
export const Skip: Story = {
  play: async ({ args, canvasElement }) => {
    const body = await startTour(canvasElement);
    const step = await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(step).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledWith({ isComplete: false });
    await expect(within(canvasElement).getByRole('button', { name: 'Help' })).toHaveFocus();
  },
};

/** Keyboard alone: focus lands on each step's title, Tab reaches the buttons, Escape ends the tour and
 * focus returns to the Help button. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const help = within(canvasElement).getByRole('button', { name: 'Help' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    const first = await body.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(first).getByRole('heading', { name: 'Main navigation' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Skip tour' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const second = await body.findByRole('dialog', { name: 'Your progress' });
    await waitFor(() => expect(within(second).getByRole('heading', { name: 'Your progress' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onEnd).toHaveBeenCalledWith({ isComplete: false });
    await expect(help).toHaveFocus();
  },
};

/** On a phone the step stays inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = await startTour(canvasElement);
    const step = await body.findByRole('dialog', { name: 'Main navigation' });
    const { left, right } = step.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
