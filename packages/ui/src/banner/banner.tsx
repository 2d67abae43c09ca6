import { cva } from 'class-variance-authority';
import { type ComponentProps, useEffect, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CloseIcon } from '../lib/icons';
import { type BannerTone, bannerDurationMs } from './banner-duration';

export const bannerVariants = cva('flex w-full items-start gap-3 border-b px-4 py-2 text-sm', {
  variants: {
    tone: {
      success: 'border-success bg-success text-success-foreground',
      info: 'border-border bg-secondary text-secondary-foreground',
      warning: 'border-warning bg-warning text-warning-foreground',
      danger: 'border-danger bg-danger text-danger-foreground',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerProps = Omit<ComponentProps<'div'>, 'role'> & {
  /** Meaning: success (hides itself after 8 s), info, warning, or danger (announced at once, role alert). */
  tone?: BannerTone;
  /**
   * Milliseconds before the banner hides itself. Defaults to the spec's 8 s for success and to staying
   * otherwise; `null` keeps it until dismissed. The countdown pauses while pointer or focus is on it.
   */
  durationMs?: number | null;
  /** Controlled visibility. Leave undefined to let the banner hide itself. */
  open?: boolean;
  /** Called when the banner hides: its time ran out or the close button was pressed. */
  onDismiss?: () => void;
  /** Shows a close button. */
  isDismissible?: boolean;
  /** Accessible name of the close button. */
  dismissLabel?: string;
};

/**
 * A status message across the top of a region, such as 'Thanks. We appreciate your feedback.' Success banners
 * disappear after 8 seconds (000 section 4).
 */
export function Banner({
  tone = 'info',
  durationMs,
  open,
  onDismiss,
  isDismissible = true,
  dismissLabel = 'Dismiss',
  className,
  children,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: BannerProps) {
  const [isUncontrolledOpen, setIsUncontrolledOpen] = useState(true);
  const [isPaused, setIsPaused] = useState(false);
  const isOpen = open ?? isUncontrolledOpen;
  const hideAfterMs = bannerDurationMs(tone, durationMs);

  function dismiss() {
    setIsUncontrolledOpen(false);
    onDismiss?.();
  }

  // Restarts the full countdown after a pause: a reader who looked away gets the whole time again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dismiss` is recreated every render; the timer restarts only when these change.
  useEffect(() => {
    if (!isOpen || isPaused || hideAfterMs === null) return;
    const timer = setTimeout(dismiss, hideAfterMs);
    return () => clearTimeout(timer);
  }, [isOpen, isPaused, hideAfterMs]);

  if (!isOpen) return null;
  return (
    // The pointer and focus handlers only pause the countdown; the banner itself is not a control.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      data-slot="banner"
      data-tone={tone}
      data-state="open"
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(bannerVariants({ tone }), className)}
      onPointerEnter={(event) => {
        setIsPaused(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setIsPaused(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setIsPaused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsPaused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      <div data-slot="banner-message" className="flex-1 self-center py-1">
        {children}
      </div>
      {isDismissible && (
        <button
          type="button"
          data-slot="banner-dismiss"
          aria-label={dismissLabel}
          onClick={dismiss}
          className={cn(
            '-my-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-black/10',
            focusRing,
          )}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
