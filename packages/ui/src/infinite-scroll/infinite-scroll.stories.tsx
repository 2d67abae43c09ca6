import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteScroll } from './infinite-scroll';

type DemoProps = ComponentProps<typeof InfiniteScroll> & {
  /** How many pages hold items before an empty page comes back. */
  pagesWithItems: number;
};

/** A list in its own scroll area, fed 10 items per page after a short pretend network delay. */
function InfiniteListDemo({ pagesWithItems, onLoadMore, ...props }: DemoProps) {
  const scrollRootRef = useRef<HTMLElement>(null);
  const [items, setItems] = useState(() => makePage(0));
  const [isLoading, setIsLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [pagesLoaded, setPagesLoaded] = useState(1);

  function loadMore(cause: Parameters<typeof onLoadMore>[0]) {
    onLoadMore(cause);
    setIsLoading(true);
    setTimeout(() => {
      const page = pagesLoaded < pagesWithItems ? makePage(pagesLoaded) : [];
      setItems((current) => [...current, ...page]);
      setPagesLoaded((count) => count + 1);
      // The caller's rule: an empty page means there is nothing more.
      if (page.length === 0) setHasMore(false);
      setIsLoading(false);
    }, 100);
  }

  return (
    // A scroll area must be reachable by keyboard (axe: scrollable-region-focusable), so it is a named,
    // focusable region; arrow keys then scroll it.
    <section
      ref={scrollRootRef}
      aria-label="Activity feed"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard
      tabIndex={0}
      data-testid="scroll-area"
      className="h-64 w-80 overflow-y-auto rounded-md border border-border bg-surface focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ul aria-label="Activities">
        {items.map((item) => (
          <li key={item} className="flex min-h-10 items-center border-b border-border px-3 text-sm">
            {item}
          </li>
        ))}
      </ul>
      <InfiniteScroll
        {...props}
        scrollRootRef={scrollRootRef}
        isLoading={isLoading}
        hasMore={hasMore}
        onLoadMore={loadMore}
      />
    </section>
  );
}

function makePage(pageIndex: number): string[] {
  return Array.from({ length: 10 }, (_, index) => `Activity ${pageIndex * 10 + index + 1}`);
}

const meta = {
  title: 'Primitives/InfiniteScroll',
  component: InfiniteScroll,
  args: { onLoadMore: fn(), isLoading: false, hasMore: true, autoLoad: false },
} satisfies Meta<typeof InfiniteScroll>;
export default meta;
type Story = StoryObj<typeof meta>;

function scrollToBottom(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}

export const ScrollLoadsUntilEmptyPage: Story = {
  args: { autoLoad: true },
  render: (args) => <InfiniteListDemo {...args} pagesWithItems={3} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByTestId('scroll-area');
    const list = canvas.getByRole('list', { name: 'Activities' });
    // Ten items overflow the area: nothing loads before the learner scrolls.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    for (const expectedCount of [20, 30]) {
      scrollToBottom(area);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expectedCount));
    }
    scrollToBottom(area);
    await expect(await canvas.findByText('No more items')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    await expect(args.onLoadMore).toHaveBeenCalledWith('near-bottom');
    scrollToBottom(area);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    await expect(canvasElement.querySelector('[data-slot="infinite-scroll"]')).toHaveAttribute(
      'data-state',
      'end',
    );
  },
};

export const StopsShortOfThreshold: Story = {
  args: { autoLoad: true },
  render: (args) => <InfiniteListDemo {...args} pagesWithItems={3} />,
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByTestId('scroll-area');
    const trigger = canvasElement.querySelector<HTMLElement>('[data-slot="infinite-scroll"]');
    await expect(trigger).not.toBeNull();
    if (!trigger) return;
    // Stop with the trigger 80 px below the visible bottom: outside the 50 px reach.
    area.scrollTop = trigger.offsetTop - area.clientHeight - 80;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    // 30 px below the bottom is within reach.
    area.scrollTop = trigger.offsetTop - area.clientHeight - 30;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith('near-bottom'));
  },
};

export const KeyboardLoadMore: Story = {
  render: (args) => <InfiniteListDemo {...args} pagesWithItems={2} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Activities' });
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Activity feed' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Load more' });
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledWith('click');
    await expect(canvas.getByRole('button', { name: 'Loading more…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Pressing again while loading asks for nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Load more' })).toHaveFocus());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('No more items')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more…');
    const button = canvas.getByRole('button', { name: 'Loading more…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const End: Story = {
  args: { hasMore: false, autoLoad: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No more items');
    await expect(canvas.queryByRole('button')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadsAtOnceWhenInView: Story = {
  args: { autoLoad: true },
  play: async ({ args }) => {
    // The trigger is in view from the start (no list above it), so it asks for the first page itself.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith('near-bottom'));
  },
};
