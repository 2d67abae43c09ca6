import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListPreview, type ListPreviewProps } from './list-preview';

type Activity = { id: number; title: string };

const activities: Activity[] = Array.from({ length: 9 }, (_, index) => ({
  id: index + 1,
  title: `Completed "Safety module ${index + 1}"`,
}));

function ActivityPreview(props: Partial<ListPreviewProps<Activity>>) {
  return (
    <ListPreview
      label="Recent activity"
      items={activities}
      getKey={(activity) => activity.id}
      renderItem={(activity) => (
        <div className="rounded-md border border-border bg-surface px-3 py-2 text-sm">{activity.title}</div>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'Primitives/ListPreview',
  component: ActivityPreview,
  args: { onExpandedChange: fn() },
} satisfies Meta<typeof ActivityPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

function visibleTitles(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Recent activity' });
  return within(list).getAllByRole('listitem');
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleTitles(canvasElement)).toHaveLength(6);
    const toggle = canvas.getByRole('button', { name: 'Show all (9)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('list', { name: 'Recent activity' }).id,
    );
    await userEvent.click(toggle);
    await expect(visibleTitles(canvasElement)).toHaveLength(9);
    await expect(toggle).toHaveAccessibleName('Show less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(visibleTitles(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: 'Show all (9)' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { previewCount: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show all (9)' });
    await expect(toggle).toHaveFocus();
    await expect(toggle.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(visibleTitles(canvasElement)).toHaveLength(9);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(visibleTitles(canvasElement)).toHaveLength(2);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const FitsWithoutToggle: Story = {
  args: { items: activities.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(visibleTitles(canvasElement)).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], emptyState: <p className="text-sm text-muted-foreground">No recent activity yet.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recent activity yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Controlled: Story = {
  render: function ControlledPreview(args) {
    const [isExpanded, setIsExpanded] = useState(true);
    return (
      <div className="grid gap-2">
        <p>{isExpanded ? 'Everything shown' : 'Preview shown'}</p>
        <ActivityPreview
          {...args}
          expanded={isExpanded}
          onExpandedChange={(next) => {
            setIsExpanded(next);
            args.onExpandedChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleTitles(canvasElement)).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getByText('Preview shown')).toBeInTheDocument();
    await expect(visibleTitles(canvasElement)).toHaveLength(6);
  },
};
