import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from './page-frame';

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '#/dashboard/home',
    search: (
      <input aria-label="Search learning" className="min-h-10 w-full rounded-md border border-input px-3" />
    ),
    actions: (
      <button type="button" className="min-h-10 px-3">
        Menu
      </button>
    ),
    children: <h1 className="text-2xl font-semibold">Welcome back</h1>,
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Welcome back');
    await expect(canvas.getByRole('link', { name: 'Segno' })).toHaveAttribute('href', '#/dashboard/home');
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('button', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Search learning' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
