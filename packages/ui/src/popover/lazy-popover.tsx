import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useMemo,
  useRef,
} from 'react';
import { useControllableState } from '../hooks/use-controllable-state';
import { mergeRefs } from '../lib/merge-refs';

/** What `useLazyPopover` answers. */
export type LazyPopoverState = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: the panel is placed against it and hands focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, named by the trigger's `aria-controls` while open. */
  contentId: string;
};

const LazyPopoverContext = createContext<LazyPopoverState | null>(null);

/**
 * Public API: the popover's state, for its parts and for a panel that closes it (a menu's choice calls
 * `onOpenChange(false)`). Throws outside a `LazyPopover`.
 */
export function useLazyPopover(): LazyPopoverState {
  const state = useContext(LazyPopoverContext);
  if (!state) throw new Error('LazyPopover parts must be rendered inside a LazyPopover.');
  return state;
}

export type LazyPopoverProps = {
  /** Whether the popover is open (controlled). */
  open?: boolean;
  /** Whether the popover starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/**
 * Public API: a popover whose panel is loaded the first time it opens, so a page's first load goes without Radix's
 * positioning engine, dismissable layer and focus scope (issue 11). This part holds the state, controlled (`open`,
 * `onOpenChange`) or uncontrolled (`defaultOpen`) as Radix's Root; `LazyPopoverTrigger` is the button, with Radix
 * Popover's trigger markup; both are free of Radix. `LazyPopoverPanel` mounts a `React.lazy` panel only while open,
 * and that panel renders `LazyPopoverContent`, which brings Radix with it.
 *
 * @example
 * const HelpPanel = lazy(() => import('./help-panel'));
 *
 * <LazyPopover open={isOpen} onOpenChange={setIsOpen}>
 *   <LazyPopoverTrigger ref={helpButton} className={buttonVariants({ variant: 'ghost' })}>Help</LazyPopoverTrigger>
 *   <LazyPopoverPanel>
 *     <HelpPanel onChoose={onChoose} />
 *   </LazyPopoverPanel>
 * </LazyPopover>
 */
export function LazyPopover({ open, defaultOpen, onOpenChange, children }: LazyPopoverProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <LazyPopoverContext value={{ isOpen, onOpenChange: setOpen, triggerRef, contentId }}>
      {children}
    </LazyPopoverContext>
  );
}

export type LazyPopoverTriggerProps = ComponentProps<'button'>;

/**
 * Public API: the button that toggles the popover, with the attributes Radix Popover's trigger carries. A `ref`
 * given receives the button too (the popover keeps its own, to place the panel and hand focus back).
 */
export function LazyPopoverTrigger({ onClick, ref, ...props }: LazyPopoverTriggerProps) {
  const { isOpen, onOpenChange, triggerRef, contentId } = useLazyPopover();
  const buttonRef = useMemo(() => mergeRefs(triggerRef, ref), [triggerRef, ref]);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? contentId : undefined}
      data-state={isOpen ? 'open' : 'closed'}
      {...props}
      ref={buttonRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(!isOpen);
      }}
    />
  );
}

export type LazyPopoverPanelProps = {
  /** The panel: a `React.lazy` component that renders `LazyPopoverContent`. */
  children: ReactNode;
};

/**
 * Public API: mounts the panel only while the popover is open, so its code is fetched on first open. Nothing shows
 * while it comes: the panel moves focus in once it mounts.
 */
export function LazyPopoverPanel({ children }: LazyPopoverPanelProps) {
  const { isOpen } = useLazyPopover();
  return isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
