import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoRedemptions } from '../../testing/demo-learning-responses';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Browse learning',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/browse-learning' },
  beforeEach: signedInAs('learner'),
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const segmentNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Segments' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The three demo segments by name fit one page; the Plans tab is reached with the arrow key. */
export const SegmentsThenPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Browse learning' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Segments' });
    await expect(segmentNames(canvas)).toEqual([
      'Customer Service Essentials',
      'Product Knowledge',
      'Workplace Safety',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Segments' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('navigation', { name: 'Segment pages' })).toBeNull();

    canvas.getByRole('tab', { name: 'Segments' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true'),
    );
    // The demo module exports no plans, so the story shows the empty state.
    await expect(await canvas.findByRole('heading', { name: 'No plans to browse' })).toBeVisible();
  },
};

/** 'Newest first' asks the server for order_by=created_date: the last segment made comes first. */
export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Segments' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    sort.focus();
    await userEvent.selectOptions(sort, 'Newest first');
    await waitFor(() =>
      expect(segmentNames(canvas)).toEqual([
        'Product Knowledge',
        'Workplace Safety',
        'Customer Service Essentials',
      ]),
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created_date');
  },
};

/** Ticking 'Assigned' (Space) leaves the one assigned segment; 'Not subscribed' adds its match; Clear all restores. */
export const FilterBySubscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Segments' });
    await expect(segmentNames(canvas)).toHaveLength(3);
    const filters = within(canvas.getByRole('region', { name: 'Filters' }));
    await expect(filters.getByRole('group', { name: 'Subscription' })).toBeVisible();

    filters.getByRole('checkbox', { name: 'Assigned' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(segmentNames(canvas)).toEqual(['Customer Service Essentials']));
    await expect(filters.getByRole('checkbox', { name: 'Assigned' })).toBeChecked();

    await userEvent.click(filters.getByRole('checkbox', { name: 'Not subscribed' }));
    await waitFor(() =>
      expect(segmentNames(canvas)).toEqual(['Customer Service Essentials', 'Product Knowledge']),
    );

    await userEvent.click(filters.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(segmentNames(canvas)).toHaveLength(3));
    await expect(filters.getByRole('checkbox', { name: 'Assigned' })).not.toBeChecked();
  },
};

/** A category keeps the segments with a content in it; with a subscription state that none has, the empty state. */
export const FilterByCategoryToEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Segments' });
    const filters = within(canvas.getByRole('region', { name: 'Filters' }));
    await userEvent.click(
      within(filters.getByRole('group', { name: 'Category' })).getByRole('checkbox', { name: 'Product' }),
    );
    await waitFor(() => expect(segmentNames(canvas)).toEqual(['Product Knowledge']));

    await userEvent.click(filters.getByRole('checkbox', { name: 'Subscribed' }));
    await expect(await canvas.findByRole('heading', { name: 'No segments to browse' })).toBeVisible();
    await expect(canvas.getByText('No segment matches these filters. Try fewer filters.')).toBeVisible();
  },
};

/** Past the last page, a new filter starts again at page 1. */
export const FilterResetsThePage: Story = {
  args: { path: '/dashboard/browse-learning?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No segments to browse' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Subscribed' }));
    await waitFor(() => expect(segmentNames(canvas)).toEqual(['Workplace Safety']));
  },
};

/** Filters in the address are applied as the page loads; on plans only the Subscription group shows. */
export const FiltersFromTheAddress: Story = {
  args: { path: '/dashboard/browse-learning?filter=subscription%3Anone&filter=category%3A2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No segments to browse' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Not subscribed' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Safety' })).toBeChecked();

    await userEvent.click(canvas.getByRole('tab', { name: 'Plans' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Not subscribed' })).toBeChecked();
  },
};

/** A code with a dash is refused in place; a good code typed and sent with Enter opens the redeem screen. */
export const RedeemACode: Story = {
  beforeEach: withDemoRedemptions(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await canvas.findByRole('form', { name: 'Redeem a code' });
    const input = within(form).getByRole('textbox', { name: 'SegnoCode' });
    await userEvent.type(input, 'WELCOME-1{Enter}');
    await expect(await within(form).findByText(messages.validation.invalidSegnocode)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'welcome1{Enter}');
    const dialog = await body.findByRole('dialog', { name: messages.completion.redeemed });
    await expect(within(dialog).getByText('Refunds and Returns')).toBeVisible();
  },
};
