import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * Shares one delay among many tooltips, so moving between them shows the next at once. Optional: each
 * `Tooltip` brings its own provider.
 */
export const TooltipProvider = TooltipPrimitive.Provider;

export type TooltipProps = {
  /** The short text shown, also read as the trigger's description. Plain text; no links or buttons. */
  content: ReactNode;
  /** The trigger: one focusable element (usually a button) that accepts a ref and event handlers. */
  children: ReactElement;
  /** Preferred side of the trigger. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hover time before showing; keyboard focus shows it at once. */
  delayMs?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the tooltip shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the tooltip bubble. */
  className?: string;
};

/** A short description that shows on hover and on keyboard focus (role tooltip); Escape hides it. */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayMs = 300,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayMs}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild data-slot="tooltip-trigger">
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-64 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-overlay',
              className,
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
