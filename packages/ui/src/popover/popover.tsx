import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { overlaySurface } from '../lib/surfaces';

/** The popover's state: controlled (`open`, `onOpenChange`) or uncontrolled (`defaultOpen`). */
export const Popover = PopoverPrimitive.Root;

/** Positions the popover against an element other than the trigger. */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/** The button that toggles the popover; focus returns to it on Escape. Use `asChild` to style your own. */
export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Closes the popover: wrap a button with `asChild`. */
export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export type PopoverContentProps = ComponentProps<typeof PopoverPrimitive.Content>;

/** The panel's surface, shared with `LazyPopoverContent`, whose callers size it. */
export const popoverSurfaceClass = cn(overlaySurface, 'max-w-[calc(100vw-1rem)]');

/** `PopoverContent`'s look: the surface, sized for a short text. */
const popoverContentClass = cn(popoverSurfaceClass, 'w-72 p-4 text-sm');

/** The floating panel, in a portal, with the shared overlay surface. Closes on Escape and outside clicks. */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'center',
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(popoverContentClass, className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
