import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentCard } from './content-card';
import { forkliftVideo, storyContents, storyNow } from './content-card-fixtures';

const meta = {
  title: 'Widgets/ContentCard',
  component: ContentCard,
  args: {
    content: forkliftVideo,
    href: '#/dashboard/content/42',
    now: storyNow,
    onSelect: fn((_content, event) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullTitle = 'Forklift Safety Basics for Warehouse Associates';

/** New (started 3 days ago), with type, expertise, time, points and rating; the title is cut at 32. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: fullTitle });
    await expect(card).toHaveAttribute('data-state', 'available');
    const link = canvas.getByRole('link', { name: fullTitle });
    await expect(link).toHaveAttribute('href', '#/dashboard/content/42');
    await expect(link).toHaveTextContent('Forklift Safety Basics for Wareh…');
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Video')).toBeVisible();
    await expect(canvas.getByText('Basic')).toBeVisible();
    await expect(canvas.getByText('12 min')).toBeVisible();
    await expect(canvas.getByText('25 points')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.queryByText('Locked')).toBeNull();
  },
};

/** Clicking anywhere on the tile, not just the title, selects it. */
export const WholeCardIsTheLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // What a real pointer hits over the points line is the link's overlay, not the text.
    const box = canvas.getByText('25 points').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(canvas.getByRole('link', { name: fullTitle }));
    await userEvent.click(hit as Element);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(forkliftVideo, expect.anything());
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: fullTitle })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** 90 days old, completed, document type, intermediate; no 'New'. */
export const Completed: Story = {
  args: { content: storyContents[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'complete');
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByText('New')).toBeNull();
    await expect(canvas.getByText('Document')).toBeVisible();
    await expect(canvas.getByText('Intermediate')).toBeVisible();
  },
};

/** Locked content shows a lock and 'Locked', and stays selectable so the app can open the locked modal. */
export const Locked: Story = {
  args: { content: storyContents[2] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'locked');
    await expect(canvas.getByText('Locked')).toBeVisible();
    await expect(canvas.getByText('1 point')).toBeVisible();
    await expect(canvas.getByText('Job aid')).toBeVisible();
    await expect(canvas.getByText('Advanced')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not rated' })).toBeVisible();
    await expect(canvas.queryByText(/min$/)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Advanced Hazard Reporting' }));
    await expect(args.onSelect).toHaveBeenCalledWith(storyContents[2], expect.anything());
  },
};

/** Started exactly 14 days ago is still new; 15 days ago is not. */
export const NewBoundary: Story = {
  args: {
    content: { ...forkliftVideo, start_date: new Date(storyNow.getTime() - 14 * 24 * 60 * 60 * 1000) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('data-new');
  },
};

export const NotNewAfter14Days: Story = {
  args: {
    content: { ...forkliftVideo, start_date: new Date(storyNow.getTime() - 15 * 24 * 60 * 60 * 1000) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('New')).toBeNull();
  },
};

/** A router link rendered by the app, with a preview trigger above the card's link, reached after it by Tab. */
export const CustomLinkAndPreview: Story = {
  args: {
    renderLink: (props) => <a href="#/dashboard/segments/1/content/42" {...props} />,
    preview: (
      <button type="button" className="min-h-8 rounded-md border border-border px-2 text-sm">
        Appears in
      </button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: fullTitle })).toHaveAttribute(
      'href',
      '#/dashboard/segments/1/content/42',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Appears in' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    canvas.getByRole('link', { name: fullTitle }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Appears in' })).toHaveFocus();
  },
};

export const WithThumbnail: Story = {
  args: {
    content: {
      ...forkliftVideo,
      thumbnail_url:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="%23cde"/></svg>',
    },
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article').scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { content: storyContents[1] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completed')).toBeVisible();
  },
};
