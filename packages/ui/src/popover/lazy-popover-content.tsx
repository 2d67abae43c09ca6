import * as PopoverPrimitive from '@radix-ui/react-popover';
import { type ComponentProps, type RefObject, useRef } from 'react';
import { useLazyPopover } from './lazy-popover';

export type LazyPopoverContentProps = Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'id' | 'forceMount' | 'onInteractOutside' | 'onCloseAutoFocus'
>;

/**
 * The panel of a `LazyPopover`, for the module its `LazyPopoverPanel` loads: Radix Popover's non-modal content in a
 * portal, placed against the `LazyPopoverTrigger`, with its focus scope and its dismissal (Escape, outside). Radix's
 * own trigger is not rendered, so this does what Radix does with it: a pointer down on the trigger does not dismiss
 * (its click toggles), and closing hands focus back to the trigger unless the user went on outside.
 */
export function LazyPopoverContent(props: LazyPopoverContentProps) {
  const { onOpenChange, triggerRef, contentId } = useLazyPopover();
  const hasInteractedOutside = useRef(false);
  const hasPointerDownOutside = useRef(false);
  return (
    <PopoverPrimitive.Root open onOpenChange={onOpenChange}>
      {/* The trigger is rendered outside Radix: the panel is placed against it by reference. */}
      <PopoverPrimitive.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
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
