import { type ApprovalResponsibility, iltMessages } from '@segno/domain';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { cn } from '../lib/cn';

export type ManagerApprovalProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The business unit's responsibilities, each with the manager's users who can be approved for it. */
  responsibilities: readonly ApprovalResponsibility[];
  /** business_unit_name: the form's heading. */
  businessUnitName: string;
  /** Called with every responsibility and its users' is_approved; Submit is busy while a returned promise is pending. */
  onSubmit: (responsibilities: ApprovalResponsibility[]) => unknown;
  /** Called once the manager confirms leaving without saving. */
  onCancel: () => void;
  /** Busy from outside (the app's call is pending). */
  isSubmitting?: boolean;
  /** Why the last submit failed. */
  errorMessage?: string;
  /** Heading level of the business unit's name. */
  headingLevel?: 2 | 3;
};

/**
 * The manager approval screen's form (002, section 2, "Manager approval screen"): a checkbox per user and
 * responsibility; Submit sends them all; Cancel first asks for confirmation. Where to go next is the app's.
 * The approvals start from `responsibilities`; give the form a new `key` to start again from new data.
 */
export function ManagerApproval({
  responsibilities,
  businessUnitName,
  onSubmit,
  onCancel,
  isSubmitting = false,
  errorMessage,
  headingLevel = 2,
  className,
  ...props
}: ManagerApprovalProps) {
  const headingId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(responsibilities);
  const [isPending, runPending] = useBusyWhilePending();
  const isBusy = isSubmitting || isPending;
  const Heading = `h${headingLevel}` as const;
  const { confirmCancel } = iltMessages.managerApproval;

  function setApproved(responsibilityId: number, userId: number, isApproved: boolean) {
    setDraft((current) =>
      current.map((responsibility) =>
        responsibility.responsibility_id === responsibilityId
          ? {
              ...responsibility,
              users: responsibility.users.map((user) =>
                user.user_id === userId ? { ...user, is_approved: isApproved } : user,
              ),
            }
          : responsibility,
      ),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    runPending(() => onSubmit(draft.map((responsibility) => ({ ...responsibility }))));
  }

  return (
    <form
      data-slot="manager-approval"
      aria-labelledby={headingId}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-busy={isBusy || undefined}
      noValidate
      onSubmit={submit}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {businessUnitName}
      </Heading>
      {draft.length === 0 ? (
        <EmptyState title="No responsibilities to approve." headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        draft.map((responsibility) => (
          <fieldset
            key={responsibility.responsibility_id}
            data-slot="manager-approval-responsibility"
            data-state={responsibility.users.every((user) => user.is_approved) ? 'approved' : 'pending'}
            className="grid gap-1 rounded-lg border border-border p-4"
          >
            <legend className="px-1 text-sm font-semibold">{responsibility.name}</legend>
            {responsibility.users.map((user) => (
              <Checkbox
                key={user.user_id}
                label={user.name}
                checked={user.is_approved}
                disabled={isBusy}
                onCheckedChange={(checked) =>
                  setApproved(responsibility.responsibility_id, user.user_id, checked)
                }
              />
            ))}
          </fieldset>
        ))
      )}
      {errorMessage && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {errorMessage}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isBusy}>
          Submit
        </Button>
        {/* The dialog's trigger, so focus comes back to it when the manager keeps editing. */}
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={isBusy}>
              Cancel
            </Button>
          }
          tone="danger"
          title={confirmCancel.title}
          message={confirmCancel.message}
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onCancel}
        />
      </div>
    </form>
  );
}
