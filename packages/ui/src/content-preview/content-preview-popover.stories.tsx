import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContentPreviewPopover } from './content-preview-popover';
import type { ContentParent } from './content-preview-types';

const parents: ContentParent[] = [
  { segment_id: 1, seglet_id: 3, name: 'Warehouse Safety' },
  { plan_id: 7, unit_id: 2, name: 'New Associate Onboarding' },
];

const hrefOf = (parent: ContentParent) =>
  parent.plan_id === undefined
    ? `#/dashboard/segments/${parent.segment_id}/home`
    : `#/dashboard/learning-plan/${parent.plan_id}`;

const meta = {
  title: 'Widgets/ContentPreviewPopover',
  component: ContentPreviewPopover,
  args: {
    loadParents: fn(async () => parents),
    getParentHref: hrefOf,
    onOpenChange: fn(),
    children: (
      <button type="button" className="min-h-10 rounded-md border border-border px-3 text-sm">
        Where is Forklift basics?
      </button>
    ),
  },
  decorators: [
    (Story) => (
      <div className="min-h-56 p-4">
        <Story />
        <button type="button" className="mt-32 block min-h-10 rounded-md border border-border px-3">
          Next item
        </button>
      </div>
    ),
  ],
} satisfies Meta<typeof ContentPreviewPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Where is Forklift basics?' });
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Hovering opens after 500 ms and loads the parents once; leaving closes; hovering again does not reload. */
export const Hover: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = triggerOf(canvasElement);
    const hoveredAt = performance.now();
    await userEvent.hover(trigger);
    await expect(body.queryByRole('dialog')).toBeNull();
    const popover = await body.findByRole('dialog', { name: 'Appears in' }, { timeout: 2000 });
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(450);
    await expect(await within(popover).findByRole('link', { name: 'Warehouse Safety' })).toHaveAttribute(
      'href',
      '#/dashboard/segments/1/home',
    );
    await expect(within(popover).getByRole('link', { name: 'New Associate Onboarding' })).toHaveAttribute(
      'href',
      '#/dashboard/learning-plan/7',
    );
    await expect(within(popover).getByText('Plan')).toBeVisible();
    await expect(trigger).not.toHaveFocus();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.hover(trigger);
    await body.findByRole('dialog', { name: 'Appears in' }, { timeout: 2000 });
    await expect(args.loadParents).toHaveBeenCalledTimes(1);
  },
};

/** A hover shorter than the delay opens nothing and loads nothing. */
export const BriefHover: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.loadParents).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard: focus shows the preview at once with focus kept on the trigger; Enter pins it and moves focus
 * to the first link; Tab walks the links; Escape closes and returns to the trigger; Tab away closes a preview.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = triggerOf(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const popover = await body.findByRole('dialog', { name: 'Appears in' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await within(popover).findByRole('link', { name: 'Warehouse Safety' });
    await userEvent.keyboard('{Enter}');
    await expect(within(popover).getByRole('link', { name: 'Warehouse Safety' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: 'New Associate Onboarding' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Focus it afresh, then leave with Tab: the preview closes.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await body.findByRole('dialog', { name: 'Appears in' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next item' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A click opens at once; a second click closes. */
export const Click: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const trigger = triggerOf(canvasElement);
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Appears in' });
    await within(popover).findByRole('link', { name: 'Warehouse Safety' });
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loadParents: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const popover = await bodyOf(canvasElement).findByRole('dialog', { name: 'Appears in' });
    await expect(within(popover).getByRole('status')).toHaveTextContent('Loading appears in');
    await expect(popover).toHaveAttribute('data-status', 'loading');
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, loadParents: fn(async () => []) },
  play: async ({ canvasElement }) => {
    const popover = await bodyOf(canvasElement).findByRole('dialog', { name: 'Appears in' });
    await expect(await within(popover).findByText('Not part of any segment or plan yet.')).toBeVisible();
  },
};

/** A failed load says so and offers a retry, which loads again. */
let attempts = 0;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    defaultOpen: true,
    loadParents: fn(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(parents);
    }),
  },
  play: async ({ args, canvasElement }) => {
    const popover = await bodyOf(canvasElement).findByRole('dialog', { name: 'Appears in' });
    await expect(await within(popover).findByRole('alert')).toHaveTextContent(
      'Could not load where this appears.',
    );
    await userEvent.click(within(popover).getByRole('button', { name: 'Try again' }));
    await expect(await within(popover).findByRole('link', { name: 'Warehouse Safety' })).toBeVisible();
    await expect(args.loadParents).toHaveBeenCalledTimes(2);
  },
};

/** A parent without a destination is listed as text. */
export const WithoutLinks: Story = {
  args: { defaultOpen: true, getParentHref: undefined },
  play: async ({ canvasElement }) => {
    const popover = await bodyOf(canvasElement).findByRole('dialog', { name: 'Appears in' });
    await expect(await within(popover).findByText('Warehouse Safety')).toBeVisible();
    await expect(within(popover).queryByRole('link')).toBeNull();
  },
};
