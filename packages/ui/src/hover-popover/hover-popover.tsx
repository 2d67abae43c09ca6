import * as PopoverPrimitive from '@radix-ui/react-popover';
import { limits } from '@segno/domain';
import {
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { overlaySurface } from '../lib/surfaces';

export type HoverPopoverProps = {
  /** The trigger: one focusable element (a link or button) that accepts a ref and event handlers. */
  children: ReactElement;
  /** What the popover shows, such as the segments and plans a content item belongs to. Not focusable. */
  content: ReactNode;
  /** Names the popover for screen readers ("Appears in"). */
  label: string;
  /** Hover time before opening; the spec's hover popover delay is 500 ms. Keyboard focus opens at once. */
  openDelayMs?: number;
  /** Grace time after the pointer leaves, so it can travel from the trigger onto the popover. */
  closeDelayMs?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side of the trigger. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Extra classes for the popover panel. */
  className?: string;
};

/**
 * A preview that opens after hovering the trigger (000 section 9: hover popover delay 500 ms) or at once when
 * the trigger gets keyboard focus; closes when the pointer or focus leaves, or on Escape.
 */
export function HoverPopover({
  children,
  content,
  label,
  openDelayMs = limits.hoverPopoverDelayMs,
  closeDelayMs = 100,
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  className,
}: HoverPopoverProps) {
  const [isOpen, setOpenState] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contentId = useId();

  const clearTimer = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  function setOpen(next: boolean) {
    clearTimer();
    if (next === isOpenRef.current) return;
    setOpenState(next);
  }

  function setOpenAfter(next: boolean, delayMs: number) {
    clearTimer();
    timerRef.current = setTimeout(() => setOpen(next), delayMs);
  }

  function handlePointerEnter(event: PointerEvent) {
    // Touch has no hover; a tap follows the link or presses the button instead.
    if (event.pointerType === 'touch') return;
    if (isOpenRef.current) clearTimer();
    else setOpenAfter(true, openDelayMs);
  }

  function handlePointerLeave() {
    if (isOpenRef.current) setOpenAfter(false, closeDelayMs);
    else clearTimer();
  }

  function handleFocus(event: FocusEvent<HTMLElement>) {
    // Keyboard focus only: a mouse click focuses too, and that should not skip the hover delay.
    if (event.currentTarget.matches(':focus-visible')) setOpen(true);
  }

  return (
    <PopoverPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor
        asChild
        data-slot="hover-popover-trigger"
        data-state={isOpen ? 'open' : 'closed'}
        aria-describedby={isOpen ? contentId : undefined}
        onPointerEnter={handlePointerEnter}
        onPointerLeave={handlePointerLeave}
        onFocus={handleFocus}
        onBlur={() => setOpen(false)}
      >
        {children}
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          id={contentId}
          data-slot="hover-popover"
          aria-label={label}
          side={side}
          align="start"
          sideOffset={6}
          // Focus stays on the trigger: the popover is a preview, not a place to work in.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={clearTimer}
          onPointerLeave={() => setOpenAfter(false, closeDelayMs)}
          className={cn(overlaySurface, 'w-72 max-w-[calc(100vw-1rem)] p-3 text-sm', className)}
        >
          {content}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
