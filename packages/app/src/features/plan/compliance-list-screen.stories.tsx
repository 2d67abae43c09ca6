import { formatMessage, messages, progressBarState } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoNow, demoUserId } from '../../testing/demo-fetch';
import { demoPlanDetail } from '../../testing/demo-plan-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { complianceSortStorageKey } from './compliance-list-page';

const meta = {
  title: 'Screens/Compliance list',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/learning-plan/1' },
  beforeEach: () => {
    signedInAs('learner')();
    window.localStorage.removeItem(complianceSortStorageKey);
    return () => window.localStorage.removeItem(complianceSortStorageKey);
  },
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const planName = 'Store Safety Compliance 2026';

/** The bar as the domain rule colours it for `learner`'s plan today (yellow at the demo moment). */
function expectedBar() {
  const plan = demoPlanDetail(demo, demoUserId('learner'), 1);
  if (!plan) throw new Error('No demo compliance plan');
  const input = {
    contents: plan.contents,
    dueDate: plan.due_date,
    objectType: plan.object_type,
    monthlyTargets: plan.monthly_targets,
    useMonthlyTargets: plan.use_monthly_targets,
  };
  return { today: progressBarState(input, new Date()), atDemoMoment: progressBarState(input, demoNow) };
}

/** `learner` is 5 points behind the month's target: a yellow bar with the days left, and the plan's contents. */
export const ComplianceYellow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: planName }, loaded)).toBeVisible();
    const { today, atDemoMoment } = expectedBar();
    await expect(atDemoMoment.tone).toBe('yellow');
    await expect(atDemoMoment.text).toBe('60 day(s) left');
    const bar = canvas.getByRole('progressbar', { name: planName });
    await expect(bar.closest('[data-slot="progress-bar"]')).toHaveAttribute('data-tone', today.tone);
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining(today.text ?? ''));
    await expect(atDemoMoment.pointsBehind).toBe(5);
    await expect(canvas.getByText(/this month’s target is/)).toHaveTextContent(
      formatMessage(messages.plans.learner.monthlyTarget, {
        percent: today.percent,
        target: today.target ?? '',
      }),
    );
    const list = canvas.getByRole('list', { name: `Contents of ${planName}` });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(20);
    await expect(
      within(list).getByRole('link', { name: /Emergency Exits and Assembly Points/ }),
    ).toHaveAttribute('href', '#/dashboard/learning-plan/1/content/28');
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    await expect(crumbs[2]).toHaveTextContent(planName);
  },
};

const titles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: `Contents of ${planName}` }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Not started first by default; A-Z is remembered under the compliance list's own key. */
export const SortRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = await canvas.findByRole('combobox', { name: 'Sort by' }, loaded);
    await expect(sort).toHaveValue('not-started-first');
    sort.focus();
    await userEvent.selectOptions(sort, 'A-Z');
    await waitFor(() =>
      expect(titles(canvas)).toEqual(
        [...titles(canvas)].sort((a, b) =>
          (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base', numeric: true }),
        ),
      ),
    );
    await expect(window.localStorage.getItem(complianceSortStorageKey)).toBe('name-asc');
    await expect(titles(canvas)[0]).toBe('Accident Book and First Report');
  },
};
