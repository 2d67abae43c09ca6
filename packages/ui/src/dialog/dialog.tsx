import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CloseIcon } from '../lib/icons';

/** The dialog's state and its controlled (`open`, `onOpenChange`) or uncontrolled (`defaultOpen`) use. */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; focus returns to it when the dialog closes. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog: wrap a button with `asChild`. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  [
    // pointer-events-auto: Radix sets the body to pointer-events none before it marks the panel 'auto' on its next
    // render; without this class a click that quick lands on nothing. A dialog stacked above still turns this off inline.
    'pointer-events-auto fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2',
    'gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-overlay sm:p-6',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-sm',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Width from 640 px up: sm 384 px, md 512 px, lg 672 px. Narrower screens use nearly the full width. */
  size?: VariantProps<typeof dialogContentVariants>['size'];
  /** Shows the 'Close' button with an X in the top corner. Turn off when the footer offers the only ways out. */
  hasCloseButton?: boolean;
};

/** The modal panel: portal, dimmed overlay and a centred panel that traps focus and closes on Escape. */
export function DialogContent({
  size,
  hasCloseButton = true,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {hasCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground',
              focusRing,
            )}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's name, announced when it opens. Every dialog needs one. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      // Room for the close button in the top corner.
      className={cn('pr-10 text-lg font-semibold', className)}
      {...props}
    />
  );
}

/** A sentence explaining the dialog, announced after the title. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The row of actions; stacked on narrow screens with the main action on top. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
