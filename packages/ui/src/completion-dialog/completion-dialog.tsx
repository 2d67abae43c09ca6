import { completionPointsMessage, messages } from '@segno/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../dialog';
import { useControllableState } from '../hooks/use-controllable-state';
import { useReturnFocus } from '../hooks/use-return-focus';
import { RatingStars } from '../rating-stars';
import { Spinner } from '../spinner';
import { CompletionRewards, type CompletionRewardsProps } from './completion-rewards';

/** Where the submission stands: sending, done, attempted but not passed (score 0), or failed. */
export type CompletionStatus = 'submitting' | 'completed' | 'notCompleted' | 'error';

export type CompletionDialogProps = CompletionRewardsProps & {
  status: CompletionStatus;
  /** Points earned ('completed'): 0 shows the retake message. */
  points?: number;
  /** The server's message ('error'). */
  errorMessage?: string;
  /** Offers 'Rate this content' once completed. */
  canRate?: boolean;
  /** The learner's earlier rating, shown as the starting stars. */
  defaultRating?: number;
  /**
   * Called once when the dialog closes (Close, Escape or a click outside), with the rating chosen in it, or
   * undefined when none was: the rating is sent when the completion dialog closes (000 section 4).
   */
  onClose: (rating: number | undefined) => void;
  /** 'Try again' after an attempt that did not pass or an error. The dialog stays: the app submits again
   * (status back to 'submitting') or closes it. */
  onRetry?: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

const titles: Record<Exclude<CompletionStatus, 'completed'>, string> = {
  submitting: 'Submitting',
  notCompleted: messages.completion.notCompleted,
  error: messages.errors.completionTitle,
};

/**
 * The content-complete popup (000 section 4): a busy state while the completion is sent, then the reward
 * (points, new badges, medals, level and an optional rating), the completion warning, or the error.
 * Each change of state is announced politely and moves focus to the dialog's main button.
 */
export function CompletionDialog({
  status,
  points = 0,
  badges,
  medals,
  level,
  errorMessage,
  canRate = false,
  defaultRating,
  onClose,
  onRetry,
  open,
}: CompletionDialogProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: true });
  const [rating, setRating] = useState<number | undefined>(undefined);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const focusHandlers = useReturnFocus((event) => {
    if (!mainButtonRef.current) return;
    event.preventDefault();
    mainButtonRef.current.focus();
  });
  const isSubmitting = status === 'submitting';
  const isCompleted = status === 'completed';

  function close() {
    setOpen(false);
    onClose(isCompleted ? rating : undefined);
  }

  // A new state replaces the buttons; focus goes to the new main one (none while submitting).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of state.
  useEffect(() => {
    mainButtonRef.current?.focus();
  }, [status]);

  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && close()}>
      <DialogContent
        data-slot="completion-dialog"
        data-state={status}
        aria-busy={isSubmitting || undefined}
        size="sm"
        hasCloseButton={false}
        {...focusHandlers}
        // While the completion is being sent there is nothing to dismiss yet.
        onEscapeKeyDown={(event) => isSubmitting && event.preventDefault()}
        onPointerDownOutside={(event) => isSubmitting && event.preventDefault()}
        {...(status === 'error' && errorMessage ? {} : { 'aria-describedby': undefined })}
      >
        <div aria-live="polite" className="grid gap-4">
          <div className="flex items-center gap-3">
            {isSubmitting && <Spinner label="Submitting" />}
            <DialogTitle className={status === 'error' ? 'text-danger' : undefined}>
              {isCompleted ? completionPointsMessage(points) : titles[status]}
            </DialogTitle>
          </div>
          {status === 'error' && errorMessage && <DialogDescription>{errorMessage}</DialogDescription>}
          {isCompleted && <CompletionRewards badges={badges} medals={medals} level={level} />}
        </div>
        {isCompleted && canRate && (
          <div className="grid gap-1">
            <span aria-hidden="true" className="text-sm font-medium">
              Rate this content
            </span>
            <RatingStars label="Rate this content" defaultValue={defaultRating} onValueChange={setRating} />
          </div>
        )}
        {!isSubmitting && (
          <DialogFooter>
            {isCompleted ? (
              <Button ref={mainButtonRef} onClick={close}>
                Close
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={close}>
                  Close
                </Button>
                <Button ref={mainButtonRef} onClick={onRetry}>
                  Try again
                </Button>
              </>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
