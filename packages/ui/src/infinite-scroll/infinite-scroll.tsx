import { type LoadMoreCause, limits, shouldLoadMore } from '@segno/domain';
import { type ComponentProps, type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

export type InfiniteScrollProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Asks the caller for the next page. Never called while `isLoading` or once `hasMore` is false. */
  onLoadMore: (cause: LoadMoreCause) => void;
  /** True while a page is on its way: shows the loading state and blocks further requests. */
  isLoading: boolean;
  /**
   * Whether another page may exist. The caller sets it to false once a page comes back empty; the trigger
   * then shows its end state and never asks again.
   */
  hasMore: boolean;
  /** Load by scrolling near the bottom (default). When false, only the "Load more" button loads. */
  autoLoad?: boolean;
  /**
   * The element that scrolls. Leave it out when the whole page scrolls; give it when the list sits in its
   * own scroll area, so the distance is measured from that area's bottom.
   */
  scrollRootRef?: RefObject<HTMLElement | null>;
  /** How close to the bottom (in px) the trigger must come before the next page loads (default 50). */
  thresholdPx?: number;
  /** The button text for loading by hand. */
  loadMoreLabel?: string;
  /** Shown on the button and announced while a page loads. */
  loadingLabel?: string;
  /** Shown once there is nothing more to load. */
  endLabel?: string;
};

/**
 * Sits after the last item of a list and loads the next page when scrolled within 50 px of the bottom
 * (000, section 9) or when its "Load more" button is pressed, for learners who do not scroll.
 */
export function InfiniteScroll({
  onLoadMore,
  isLoading,
  hasMore,
  autoLoad = true,
  scrollRootRef,
  thresholdPx = limits.infiniteScrollThresholdPx,
  loadMoreLabel = 'Load more',
  loadingLabel = 'Loading more…',
  endLabel = 'No more items',
  className,
  ...props
}: InfiniteScrollProps) {
  const triggerRef = useRef<HTMLDivElement>(null);
  const requestNearBottom = useEffectEvent((isNearBottom: boolean) => {
    if (shouldLoadMore({ isNearBottom, isLoading, hasMore })) onLoadMore('near-bottom');
  });

  // Recreated whenever loading ends: a new observer reports at once whether the trigger is still in
  // reach, so a page too short to fill the area is followed by the next one without any scrolling.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!autoLoad || !trigger || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => requestNearBottom(entries.some((entry) => entry.isIntersecting)),
      { root: scrollRootRef?.current ?? null, rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [autoLoad, hasMore, isLoading, scrollRootRef, thresholdPx]);

  const state = !hasMore ? 'end' : isLoading ? 'loading' : 'idle';

  return (
    <div
      ref={triggerRef}
      data-slot="infinite-scroll"
      data-state={state}
      className={cn('flex min-h-12 items-center justify-center py-2 text-sm', className)}
      {...props}
    >
      {state !== 'end' && (
        <button
          type="button"
          data-slot="infinite-scroll-button"
          // aria-disabled rather than disabled keeps keyboard focus on the button while the page loads.
          aria-disabled={isLoading || undefined}
          aria-busy={isLoading || undefined}
          className={cn(buttonVariants({ variant: 'outline' }), 'aria-disabled:cursor-wait')}
          onClick={() => {
            if (shouldLoadMore({ isNearBottom: true, isLoading, hasMore })) onLoadMore('click');
          }}
        >
          {isLoading && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {isLoading ? loadingLabel : loadMoreLabel}
        </button>
      )}
      <p
        role="status"
        data-slot="infinite-scroll-status"
        className={cn('text-muted-foreground', state !== 'end' && 'sr-only')}
      >
        {state === 'loading' && loadingLabel}
        {state === 'end' && endLabel}
      </p>
    </div>
  );
}
