import { messages } from '@segno/domain';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { MessageDialog } from '../message-dialog';
import { PrerequisiteMark } from './locked-content-dialog-mark';

/** One prerequisite of the locked content, as GET /content/:id lists it. */
export type LockedContentPrerequisite = { content_id: number; name: string; is_complete: boolean };

export type LockedContentDialogProps = {
  /** The rule line, 'Complete all of these first:' or 'Complete 2 of these first:': the app passes
   * `prerequisiteRuleText(rule, items.length)`. */
  ruleText: string;
  /** The prerequisites, each marked done or not done. */
  items: LockedContentPrerequisite[];
  /** Makes each prerequisite a link to itself; return undefined to leave one as plain text. */
  getItemHref?: (item: LockedContentPrerequisite) => string | undefined;
  /** Called when the learner leaves (Go back or Escape): the app returns to the previous view. */
  onBack: () => void;
  /** Controlled open state. Leave undefined and the dialog starts open and closes itself. */
  open?: boolean;
};

/** The locked-content modal (000 section 4): which prerequisites to finish first, then back to where the
 * learner came from. */
export function LockedContentDialog({
  ruleText,
  items,
  getItemHref,
  onBack,
  open,
}: LockedContentDialogProps) {
  return (
    <MessageDialog
      slot="locked-content-dialog"
      title={messages.completion.lockedTitle}
      message={ruleText}
      closeLabel="Go back"
      onClose={onBack}
      open={open}
    >
      <ul data-slot="locked-content-prerequisites" className="grid gap-2 text-sm">
        {items.map((item) => {
          const href = getItemHref?.(item);
          return (
            <li
              key={item.content_id}
              data-state={item.is_complete ? 'complete' : 'incomplete'}
              className="flex items-start gap-2"
            >
              <PrerequisiteMark isComplete={item.is_complete} />
              {href ? (
                <a
                  href={href}
                  className={cn('rounded-sm text-primary underline underline-offset-2', focusRing)}
                >
                  {item.name}
                </a>
              ) : (
                <span>{item.name}</span>
              )}
              <span className="sr-only">{item.is_complete ? '(done)' : '(not done)'}</span>
            </li>
          );
        })}
      </ul>
    </MessageDialog>
  );
}
