import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '#/dashboard/home' },
      { label: 'Browse learning', href: '#/browse' },
      { label: 'Workplace safety' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.replace('/', ''))).toEqual([
      'Home',
      'Browse learning',
      'Workplace safety',
    ]);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/dashboard/home');
    const current = canvas.getByText('Workplace safety');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Workplace safety' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    await expect(home.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse learning' })).toHaveFocus();
    // The current page is not a stop: it is not a link.
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

const longLabel =
  'Annual compliance refresher for store leaders and district managers, North-East region 2026';

export const LongLabels: Story = {
  args: {
    items: [
      { label: 'Home', href: '#/dashboard/home' },
      { label: longLabel, href: '#/segment/12' },
      { label: `${longLabel}: module 4, handling hazardous materials` },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: longLabel });
    await expect(link).toHaveAttribute('title', longLabel);
    const visible = link.querySelector('span');
    await expect(visible).not.toBeNull();
    if (visible) await expect(visible.scrollWidth).toBeGreaterThan(visible.clientWidth);
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveAttribute('title', `${longLabel}: module 4, handling hazardous materials`);
  },
};

export const SingleLevel: Story = {
  args: { items: [{ label: 'Home' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Home')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const LevelWithoutPage: Story = {
  args: {
    items: [{ label: 'Home', href: '#/dashboard/home' }, { label: 'Reporting' }, { label: 'Region 4' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Reporting')).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Region 4')).toHaveAttribute('aria-current', 'page');
  },
};
