import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Widgets/ProgressBar',
  component: ProgressBar,
  args: { value: 3, max: 10, tone: 'neutral', text: '12 days left', label: 'Workplace Safety' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement, name = 'Workplace Safety') {
  const canvas = within(canvasElement);
  return {
    bar: canvas.getByRole('progressbar', { name }),
    root: canvasElement.querySelector('[data-slot="progress-bar"]'),
    fill: canvasElement.querySelector<HTMLElement>('[data-slot="progress-bar-fill"]'),
    canvas,
  };
}

/** No due date and no target: the neutral tone. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const { bar, root, fill, canvas } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAttribute('aria-valuetext', '30%, 12 days left');
    await expect(root).toHaveAttribute('data-tone', 'neutral');
    await expect(fill?.style.width).toBe('30%');
    await expect(canvas.getByText('12 days left')).toBeVisible();
  },
};

/** Complete: green, and the text says so. */
export const Green: Story = {
  args: { value: 10, max: 10, tone: 'green', text: 'Completed' },
  play: async ({ canvasElement }) => {
    const { bar, root, fill, canvas } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%, Completed');
    await expect(root).toHaveAttribute('data-tone', 'green');
    await expect(fill?.style.width).toBe('100%');
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

/** Overdue and not complete, or 10 or more points behind a compliance target: red. */
export const Red: Story = {
  args: { value: 4, max: 10, tone: 'red', text: '2 days overdue' },
  play: async ({ canvasElement }) => {
    const { bar, root, canvas } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%, 2 days overdue');
    await expect(root).toHaveAttribute('data-tone', 'red');
    await expect(canvas.getByText('2 days overdue')).toBeVisible();
  },
};

/** Behind a compliance plan's monthly target by less than 10 points: yellow. */
export const Yellow: Story = {
  args: { value: 5, max: 12, tone: 'yellow', text: '1 day left' },
  play: async ({ canvasElement }) => {
    const { bar, root, canvas } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%, 1 day left');
    await expect(root).toHaveAttribute('data-tone', 'yellow');
    await expect(canvas.getByText('1 day left')).toBeVisible();
  },
};

/** A plan with no contents: nothing left to do, so the bar is full (never a division by zero). */
export const ZeroTotal: Story = {
  args: { value: 0, max: 0, tone: 'green', text: 'Completed' },
  play: async ({ canvasElement }) => {
    const { bar, fill } = parts(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(fill?.style.width).toBe('100%');
  },
};

/** More completions than contents (stale counts) never overflow the track. */
export const Clamped: Story = {
  args: { value: 14, max: 10, tone: 'green', text: 'Completed' },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).bar).toHaveAttribute('aria-valuenow', '100');
  },
};

/** On a narrow phone the text wraps under the bar instead of squeezing it. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: {
    value: 1,
    max: 3,
    tone: 'red',
    text: '120 days overdue',
    label: 'Annual Compliance Refresher 2026',
  },
  play: async ({ canvasElement }) => {
    const { bar, canvas } = parts(canvasElement, 'Annual Compliance Refresher 2026');
    const text = canvas.getByText('120 days overdue');
    await expect(text).toBeVisible();
    await expect(bar.getBoundingClientRect().width).toBeGreaterThanOrEqual(96);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/** Every tone in the dark theme (axe checks the text contrast of each). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex flex-col gap-3">
      <ProgressBar value={3} max={10} tone="neutral" text="12 days left" label="Neutral plan" />
      <ProgressBar value={10} max={10} tone="green" text="Completed" label="Green plan" />
      <ProgressBar value={5} max={12} tone="yellow" text="1 day left" label="Yellow plan" />
      <ProgressBar value={4} max={10} tone="red" text="2 days overdue" label="Red plan" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Neutral plan',
      'Green plan',
      'Yellow plan',
      'Red plan',
    ]);
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

/** Every tone in the light theme, side by side. */
export const AllTones: Story = {
  render: DarkTheme.render,
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-slot="progress-bar"]')].map((bar) =>
      bar.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['neutral', 'green', 'yellow', 'red']);
  },
};
