import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'segments', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="My learning">
        <TabsTrigger value="segments">Segments</TabsTrigger>
        <TabsTrigger value="plans">Learning plans</TabsTrigger>
        <TabsTrigger value="courses">Courses</TabsTrigger>
      </TabsList>
      <TabsContent value="segments">Your segments.</TabsContent>
      <TabsContent value="plans">Your learning plans.</TabsContent>
      <TabsContent value="courses">Your courses.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Segments' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Segments' })).toHaveTextContent('Your segments.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Learning plans' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Learning plans' })).toHaveTextContent(
      'Your learning plans.',
    );
    await expect(canvas.getByRole('tab', { name: 'Learning plans' })).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenCalledWith('plans');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'Segments' });
    await expect(first).toHaveFocus();
    await expect(first.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Learning plans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const last = canvas.getByRole('tab', { name: 'Courses' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(last).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('courses');
    // Tab leaves the list for the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Courses' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('plans');
    return (
      <div className="grid gap-2">
        <p>Showing: {value}</p>
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        >
          <TabsList aria-label="My learning">
            <TabsTrigger value="segments">Segments</TabsTrigger>
            <TabsTrigger value="plans">Learning plans</TabsTrigger>
          </TabsList>
          <TabsContent value="segments">Your segments.</TabsContent>
          <TabsContent value="plans">Your learning plans.</TabsContent>
        </Tabs>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Learning plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Segments' }));
    await expect(canvas.getByText('Showing: segments')).toBeInTheDocument();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="My learning">
        <TabsTrigger value="segments">Segments</TabsTrigger>
        <TabsTrigger value="plans" disabled>
          Learning plans
        </TabsTrigger>
        <TabsTrigger value="courses">Courses</TabsTrigger>
      </TabsList>
      <TabsContent value="segments">Your segments.</TabsContent>
      <TabsContent value="plans">Your learning plans.</TabsContent>
      <TabsContent value="courses">Your courses.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Learning plans' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Roving focus skips the disabled tab.
    await expect(canvas.getByRole('tab', { name: 'Courses' })).toHaveFocus();
  },
};
