import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ComponentProps, type RefObject, useRef } from 'react';
import { cn } from '../lib/cn';
import { useLazyPopover } from './lazy-popover';
import { popoverSurfaceClass } from './popover';

export type LazyPopoverContentProps = Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'id' | 'forceMount' | 'onInteractOutside' | 'onCloseAutoFocus'
>;

/**
 * Public API: the panel of a `LazyPopover`, for the module its `LazyPopoverPanel` loads (so Radix comes with that
 * module, not with the page). Radix Popover's non-modal content in a portal, with `PopoverContent`'s surface and
 * offset (the caller sizes it), placed against the `LazyPopoverTrigger`; focus moves in when it mounts and Escape or an outside click closes it.
 * Radix's own trigger is not rendered, so this does what Radix does with it: a pointer down on the trigger does not
 * dismiss (its click toggles), and closing hands focus back to the trigger unless the user went on outside.
 *
 * @example
 * // help-panel.tsx, loaded by `lazy(() => import('./help-panel'))` inside `LazyPopoverPanel`
 * export default function HelpPanel({ onChoose }: { onChoose: (id: string) => void }) {
 *   const { onOpenChange } = useLazyPopover();
 *   return (
 *     <LazyPopoverContent aria-label="Help" align="end">
 *       <button type="button" onClick={() => { onOpenChange(false); onChoose('tour'); }}>Take the tour</button>
 *     </LazyPopoverContent>
 *   );
 * }
 */
export function LazyPopoverContent({ className, sideOffset = 6, ...props }: LazyPopoverContentProps) {
  const { onOpenChange, triggerRef, contentId } = useLazyPopover();
  const hasInteractedOutside = useRef(false);
  const hasPointerDownOutside = useRef(false);
  return (
    <PopoverPrimitive.Root open onOpenChange={onOpenChange}>
      {/* The trigger is rendered outside Radix: the panel is placed against it by reference. */}
      <PopoverPrimitive.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="popover-content"
          sideOffset={sideOffset}
          className={cn(popoverSurfaceClass, className)}
          {...props}
          id={contentId}
          onInteractOutside={(event) => {
            const { type } = event.detail.originalEvent;
            hasInteractedOutside.current = true;
            if (type === 'pointerdown') hasPointerDownOutside.current = true;
            if (event.target instanceof Node && triggerRef.current?.contains(event.target))
              event.preventDefault();
            // The focus a pointer down outside moves is not a second dismissal (as Radix's non-modal content).
            if (type === 'focusin' && hasPointerDownOutside.current) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!hasInteractedOutside.current) triggerRef.current?.focus();
          }}
        />
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
