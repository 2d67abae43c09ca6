import {
  type AlertSaveAction,
  type AlertStatus,
  adminMessages,
  alertSaveAction,
  alertTextMaxLength,
} from '@segno/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { cn } from '../lib/cn';
import { Switch } from '../switch';
import { TextArea } from '../text-area';

const texts = adminMessages.alert;

/** What Save sends: POST /alert or PUT /alert/{id} (alert_type is always its default, 1). */
export type AlertEditorValues = { alert_text: string; alert_status: AlertStatus };

export type AlertEditorProps = {
  /** The current alert, or null when there is none yet. After a save, the server's answer. */
  alert: AlertEditorValues | null;
  /** Saves the text and status; an empty text on a published alert deletes it (the same call). Rejects on failure. */
  onSave: (values: AlertEditorValues, action: Exclude<AlertSaveAction, 'refuseEmpty'>) => Promise<unknown>;
  /** Deletes the current alert, once confirmed. Rejects on failure. */
  onDelete: () => Promise<unknown>;
  className?: string;
};

/** idle, or what the last action did: shown on the DOM as `data-state`. */
type EditorState = 'idle' | 'empty' | 'saving' | 'saved' | 'deleted' | 'saveFailed' | 'deleteFailed';

const notices: Partial<Record<EditorState, { tone: 'success' | 'danger'; text: string }>> = {
  empty: { tone: 'danger', text: adminMessages.validation.alertEmpty },
  saved: { tone: 'success', text: texts.saved },
  deleted: { tone: 'success', text: texts.deleted },
  saveFailed: { tone: 'danger', text: texts.saveFailed },
  deleteFailed: { tone: 'danger', text: texts.deleteFailed },
};

/**
 * The system alert screen's editor (001 sections 4 and 5): the text (200 characters at most, with a live
 * counter), whether it is published, Save, and Delete after a confirmation. Saving an empty text deletes a
 * published alert; otherwise it shows "The alert must have a message to be saved".
 */
export function AlertEditor({ alert, onSave, onDelete, className }: AlertEditorProps) {
  const [text, setText] = useState(alert?.alert_text ?? '');
  const [isPublished, setPublished] = useState(alert?.alert_status === 1);
  const [state, setState] = useState<EditorState>('idle');
  const noticeId = useId();

  // A new answer from the server (after a save or a delete) replaces what is shown.
  useEffect(() => {
    setText(alert?.alert_text ?? '');
    setPublished(alert?.alert_status === 1);
  }, [alert]);

  async function run(action: () => Promise<unknown>, done: EditorState, failed: EditorState) {
    setState('saving');
    try {
      await action();
      setState(done);
    } catch {
      setState(failed);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'saving') return;
    const action = alertSaveAction(alert, text);
    if (action === 'refuseEmpty') {
      setState('empty');
      return;
    }
    const values: AlertEditorValues = { alert_text: text, alert_status: isPublished ? 1 : 0 };
    void run(() => onSave(values, action), action === 'delete' ? 'deleted' : 'saved', 'saveFailed');
  }

  const notice = notices[state];
  const isBusy = state === 'saving';

  return (
    <form
      data-slot="alert-editor"
      data-state={state}
      aria-label={texts.title}
      noValidate
      onSubmit={handleSubmit}
      className={cn('grid max-w-2xl gap-4', className)}
    >
      <TextArea
        label={texts.textLabel}
        description={texts.textDescription}
        maxLength={alertTextMaxLength}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (state === 'empty') setState('idle');
        }}
        aria-invalid={state === 'empty' || undefined}
        aria-errormessage={state === 'empty' ? noticeId : undefined}
      />
      <Switch
        label={texts.publishedLabel}
        description={texts.publishedDescription}
        checked={isPublished}
        onCheckedChange={setPublished}
      />
      {notice && (
        <Alert id={noticeId} tone={notice.tone} data-slot="alert-editor-notice">
          {notice.text}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isBusy}>
          {texts.save}
        </Button>
        {alert && (
          <ConfirmDialog
            message={texts.deleteConfirm}
            confirmLabel={texts.delete}
            tone="danger"
            onConfirm={() => void run(onDelete, 'deleted', 'deleteFailed')}
            trigger={
              <Button type="button" variant="outline" disabled={isBusy}>
                {texts.delete}
              </Button>
            }
          />
        )}
      </div>
    </form>
  );
}
