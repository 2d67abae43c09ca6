import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard, type PlanCardPlan } from './plan-card';

const onboarding: PlanCardPlan = {
  plan_id: 7,
  plan_name: 'New Associate Onboarding',
  description: 'Your first 30 days: store tour, systems, safety and service basics.',
  percent_complete: 25,
  is_subscribed: true,
  is_assigned: false,
};

const meta = {
  title: 'Widgets/PlanCard',
  component: PlanCard,
  args: { plan: onboarding, href: '#/dashboard/learning-plan/7', onSubscribeChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'New Associate Onboarding progress' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.queryByText(/points/)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSubscribeChange).toHaveBeenCalledWith(7, false);
  },
};

export const Subscribable: Story = {
  args: { plan: { ...onboarding, is_subscribed: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribeChange).toHaveBeenCalledWith(7, true);
  },
};

export const Assigned: Story = {
  args: {
    plan: { ...onboarding, is_assigned: true, plan_name: 'Annual Compliance Training 2026 for All Staff' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Assigned')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveTextContent('Annual Compliance Training 2026…');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article').scrollWidth).toBeLessThanOrEqual(375);
  },
};
