import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Search',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/search/safety' },
  beforeEach: signedInAs('learner'),
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'safety' finds a video and five documents; ticking Video leaves the video alone. */
export const FilterByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Search results for “safety”' }),
    ).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Search results' });
    await expect(within(results).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Store Safety Basics' })).toHaveAttribute(
      'href',
      '#/dashboard/content/23',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Document (5)' })).not.toBeChecked();

    const videoFilter = canvas.getByRole('checkbox', { name: 'Video (1)' });
    videoFilter.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    await expect(canvas.getByText('1 result')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Video (1)' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Fire Safety Refresher' })).toBeVisible();
  },
};

/** The preview lists where a result appears; Enter pins it and moves focus to the segment's link. */
export const AppearsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Search results for “safety”' });
    const trigger = canvas.getByRole('button', { name: /^Appears in\W+Store Safety Basics$/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const preview = await body.findByRole('dialog', { name: 'Appears in' });
    const link = await within(preview).findByRole('link', { name: 'Customer Service Essentials' });
    await expect(link).toHaveAttribute('href', '#/dashboard/segments/1/home');
  },
};

/** Two characters (after cleaning) are not searched: the spec's message instead of results. */
export const TermTooShort: Story = {
  args: { path: '/dashboard/search/%22ab%22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.validation.searchTooShort)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
  },
};

/** A term nothing matches says so. */
export const NoResults: Story = {
  args: { path: '/dashboard/search/zebra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No results for “zebra”' })).toBeVisible();
    await expect(canvas.getByText('0 results')).toBeVisible();
  },
};
