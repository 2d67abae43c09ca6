import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterSidebar } from './filter-sidebar';
import type { FilterGroup } from './filter-sidebar-group';

const groups: FilterGroup[] = [
  {
    id: 'type',
    label: 'Content type',
    options: [
      { value: 'video', label: 'Video', checked: false },
      { value: 'quiz', label: 'Quiz', checked: false },
      { value: 'article', label: 'Article', checked: true },
    ],
  },
  {
    id: 'language',
    label: 'Language',
    options: [
      { value: 'english', label: 'English', checked: false },
      { value: 'spanish', label: 'Spanish', checked: false },
      { value: 'hindi', label: 'Hindi', checked: false },
    ],
  },
];

function checkedValues(reported: unknown): string[] {
  return (reported as FilterGroup[]).flatMap((group) =>
    group.options.filter((option) => option.checked).map((option) => `${group.id}:${option.value}`),
  );
}

const meta = {
  title: 'Primitives/FilterSidebar',
  component: FilterSidebar,
  args: { groups, onChange: fn(), isCollapsible: false },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const types = canvas.getByRole('group', { name: 'Content type' });
    await expect(within(types).getByRole('checkbox', { name: 'Article' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spanish' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(checkedValues(args.onChange.mock.calls[0]?.[0])).toEqual([
      'type:article',
      'language:spanish',
    ]);
  },
};

export const ThrottlesRapidChanges: Story = {
  // A long window so the three clicks surely land inside it; the 250 ms default is tested in throttle.test.ts.
  args: { throttleMs: 1000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Video' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Quiz' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hindi' }));
    // Leading call at once with the first change only.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(checkedValues(args.onChange.mock.calls[0]?.[0])).toEqual(['type:video', 'type:article']);
    // One trailing call with the latest state once the window ends.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(checkedValues(args.onChange.mock.calls[1]?.[0])).toEqual([
      'type:video',
      'type:quiz',
      'type:article',
      'language:hindi',
    ]);
  },
};

export const ClearAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.getByRole('checkbox', { name: 'Article' })).not.toBeChecked();
    await expect(checkedValues(args.onChange.mock.lastCall?.[0])).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const video = canvas.getByRole('checkbox', { name: 'Video' });
    await expect(video).toHaveFocus();
    await expect(video.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard(' ');
    await expect(video).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Tab through the rest to Clear all and press it.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(video).not.toBeChecked();
    await waitFor(() => expect(checkedValues(args.onChange.mock.lastCall?.[0])).toEqual([]));
  },
};

export const Mobile: Story = {
  args: { isCollapsible: undefined },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'Video' })).toBeNull();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Video' })).toBeVisible();
  },
};

export const Desktop: Story = {
  args: { isCollapsible: undefined },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Video' })).toBeVisible();
  },
};
