import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog';
import { useControllableState } from '../hooks';

/** How a form dialog opens: controlled, uncontrolled, or from a trigger. */
export type FormDialogOpenProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Open state on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a Button) that opens the dialog, for uncontrolled use. */
  trigger?: ReactElement;
};

export type FormDialogProps = FormDialogOpenProps & {
  title: string;
  description: string;
  /** `data-slot` of the dialog's content. */
  slot: string;
  /** The form; `close` shuts the dialog once the send worked. */
  children: (close: () => void) => ReactNode;
};

/** A dialog holding one form (feedback, content requests). The form is fresh on every opening. */
export function FormDialog({
  title,
  description,
  slot,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  children,
}: FormDialogProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent data-slot={slot}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
