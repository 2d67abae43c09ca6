import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useRef,
} from 'react';
import { useControllableState } from '../hooks/use-controllable-state';

type LazyPopoverState = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: the panel is placed against it and hands focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, named by the trigger's `aria-controls` while open. */
  contentId: string;
};

const LazyPopoverContext = createContext<LazyPopoverState | null>(null);

/** The popover's state, for its parts and for a panel that closes it (a menu's choice). */
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
 * A popover whose panel is loaded the first time it opens (issue 11: the first load goes without Radix's
 * positioning engine, dismissable layer and focus scope). This part holds the state, controlled (`open`,
 * `onOpenChange`) or uncontrolled (`defaultOpen`) as Radix's Root; `LazyPopoverTrigger` is the button, with Radix
 * Popover's trigger markup; both are free of Radix. `LazyPopoverPanel` mounts a `React.lazy` panel only while open,
 * and that panel renders `LazyPopoverContent` (lazy-popover-content.tsx).
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

/** The button that toggles the popover, with the attributes Radix Popover's trigger carries. */
export function LazyPopoverTrigger({ onClick, ...props }: Omit<ComponentProps<'button'>, 'ref'>) {
  const { isOpen, onOpenChange, triggerRef, contentId } = useLazyPopover();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? contentId : undefined}
      data-state={isOpen ? 'open' : 'closed'}
      {...props}
      ref={triggerRef}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(!isOpen);
      }}
    />
  );
}

/**
 * Mounts the panel (a `React.lazy` component rendering `LazyPopoverContent`) only while the popover is open.
 * Nothing shows while its code comes: the panel moves focus in once it mounts.
 */
export function LazyPopoverPanel({ children }: { children: ReactNode }) {
  const { isOpen } = useLazyPopover();
  return isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
