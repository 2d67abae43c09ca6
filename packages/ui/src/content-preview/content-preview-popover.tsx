import { limits } from '@segno/domain';
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { ContentPreviewList } from './content-preview-list';
import type { ContentParent, ContentParentsState } from './content-preview-types';

type OpenedBy = 'pointer' | 'focus' | 'click';

export type ContentPreviewPopoverProps = {
  /** The trigger: one button (it gets aria-expanded and the click handler). */
  children: ReactElement;
  /** Fetches the parents; called on the first open (and again only from the error state's retry). */
  loadParents: () => Promise<readonly ContentParent[]>;
  /** Where a parent leads, such as '#/dashboard/segments/1/home'. */
  getParentHref?: (parent: ContentParent) => string | undefined;
  /** Names the popover and heads the list. */
  label?: string;
  /** Hover time before opening (000 section 9: 500 ms). Keyboard focus and clicks open at once. */
  openDelayMs?: number;
  /** Grace time after the pointer leaves, so it can reach the popover's links. */
  closeDelayMs?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The preview of where a content item or course appears (000 section 4: preview popover listing its
 * parents). Hover opens it after 500 ms and keyboard focus at once, as a preview that leaves focus on the
 * trigger; a click or Enter pins it open and moves focus to its links (Escape returns to the trigger).
 */
export function ContentPreviewPopover({
  children,
  loadParents,
  getParentHref,
  label = 'Appears in',
  openDelayMs = limits.hoverPopoverDelayMs,
  closeDelayMs = 100,
  open,
  defaultOpen = false,
  onOpenChange,
}: ContentPreviewPopoverProps) {
  const [isOpen, setOpenState] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [parents, setParents] = useState<ContentParentsState>({ status: 'idle' });
  const openedByRef = useRef<OpenedBy>('click');
  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  const contentRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returningFocusRef = useRef(false);

  const clearTimer = useCallback(() => clearTimeout(timerRef.current), []);
  useEffect(() => clearTimer, [clearTimer]);

  const load = useCallback(() => {
    setParents({ status: 'loading' });
    loadParents().then(
      (loaded) => setParents({ status: 'loaded', parents: loaded }),
      () => setParents({ status: 'error' }),
    );
  }, [loadParents]);

  useEffect(() => {
    if (isOpen && parents.status === 'idle') load();
  }, [isOpen, parents.status, load]);

  function setOpen(next: boolean, openedBy?: OpenedBy) {
    clearTimer();
    if (openedBy) openedByRef.current = openedBy;
    if (next !== isOpenRef.current) setOpenState(next);
  }

  function closeAfterDelay() {
    clearTimer();
    timerRef.current = setTimeout(() => setOpen(false), closeDelayMs);
  }

  function focusFirstLink() {
    const target = contentRef.current?.querySelector<HTMLElement>('a[href], button') ?? contentRef.current;
    target?.focus();
  }

  function handlePointerEnter(event: PointerEvent) {
    // Touch has no hover; a tap is a click.
    if (event.pointerType === 'touch') return;
    clearTimer();
    if (!isOpenRef.current) timerRef.current = setTimeout(() => setOpen(true, 'pointer'), openDelayMs);
  }

  function handlePointerLeave() {
    if (!isOpenRef.current) clearTimer();
    else if (openedByRef.current === 'pointer') closeAfterDelay();
  }

  function handleFocus(event: FocusEvent<HTMLElement>) {
    // Focus coming back from a closed popover (Escape) must not reopen it as a preview.
    if (returningFocusRef.current) {
      returningFocusRef.current = false;
      return;
    }
    // Keyboard focus only: a mouse press focuses too, and its click decides.
    if (!isOpenRef.current && event.currentTarget.matches(':focus-visible')) setOpen(true, 'focus');
  }

  function handleBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (openedByRef.current === 'focus' && !contentRef.current?.contains(next)) setOpen(false);
  }

  function handleClick(event: MouseEvent) {
    if (!isOpenRef.current) {
      openedByRef.current = 'click';
      return;
    }
    if (openedByRef.current === 'click') return;
    // Already showing as a preview: the click pins it instead of closing it.
    event.preventDefault();
    openedByRef.current = 'click';
    // Enter or Space (detail 0) means a keyboard user who wants to reach the links.
    if (event.detail === 0) focusFirstLink();
  }

  return (
    <Popover open={isOpen} onOpenChange={(next) => setOpen(next)}>
      <PopoverTrigger
        asChild
        aria-haspopup="dialog"
        onPointerEnter={handlePointerEnter}
        onPointerLeave={handlePointerLeave}
        onFocus={handleFocus}
        onBlur={handleBlur}
        onClick={handleClick}
      >
        {children}
      </PopoverTrigger>
      <PopoverContent
        ref={contentRef}
        data-slot="content-preview"
        data-status={parents.status}
        aria-label={label}
        align="start"
        className="p-3"
        onOpenAutoFocus={(event) => {
          // A preview leaves focus where it is; a pinned popover takes it (Radix then returns it on close).
          if (openedByRef.current !== 'click') event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          // Closing a preview must not pull focus onto the trigger the pointer merely passed over.
          if (openedByRef.current !== 'click') {
            event.preventDefault();
            return;
          }
          returningFocusRef.current = true;
          setTimeout(() => {
            returningFocusRef.current = false;
          });
        }}
        onPointerEnter={clearTimer}
        onPointerLeave={() => {
          if (openedByRef.current === 'pointer') closeAfterDelay();
        }}
      >
        <ContentPreviewList state={parents} label={label} getParentHref={getParentHref} onRetry={load} />
      </PopoverContent>
    </Popover>
  );
}
