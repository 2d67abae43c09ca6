import { reportLimits, reportMessages } from '@segno/domain';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Field, fieldControlClass } from '../field';
import { useTextControl } from '../field/use-text-control';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { SavedReportViewsList } from './saved-report-views-list';
import type { SavedReportView, SaveViewOutcome } from './saved-report-views-types';

const texts = reportMessages.widgets.views;
// spec (001 section 8): the question has two lines; the first names the dialog, the second says what OK does.
const [replaceQuestion = '', replaceHint = ''] = reportMessages.replaceViewQuestion.split('\n');

export type SavedReportViewsProps = {
  /** The user's saved views, most recent first; undefined while they load. */
  views: readonly SavedReportView[] | undefined;
  /** The list could not be loaded (001 section 8: failed list loads are only logged; the widget says so). */
  loadFailed?: boolean;
  /** Saves the current report under `name`; `replace` after the user agreed to overwrite a view of that name. */
  onSave: (name: string, options: { replace: boolean }) => Promise<SaveViewOutcome>;
  className?: string;
};

/** idle, or what the last save did: shown on the DOM as `data-state`. */
type SaveState = 'idle' | 'saving' | 'asking' | 'saved' | 'failed';

/**
 * A report page's saved views (001 sections 2 and 8): links to the 2 most recent, the others on expansion, and
 * a form that saves the page under a name. Saving under a name the user already has asks whether to replace it.
 */
export function SavedReportViews({ views, loadFailed = false, onSave, className }: SavedReportViewsProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [state, setState] = useState<SaveState>('idle');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const text = useTextControl<HTMLInputElement>({
    value: name,
    defaultValue: undefined,
    ref: inputRef,
    onValueChange: (value) => {
      setName(value);
      setError(undefined);
      if (state === 'saved' || state === 'failed') setState('idle');
    },
  });

  /** The reason goes on the field, and the focus with it, so it is read and the name can be fixed. */
  function showError(reason: string) {
    setError(reason);
    setState('failed');
    inputRef.current?.focus();
  }

  async function save(options: { replace: boolean }) {
    setState('saving');
    let outcome: SaveViewOutcome;
    try {
      outcome = await onSave(name.trim(), options);
    } catch {
      // The app reports the failure (001 section 8); the form only stops being busy.
      setState('idle');
      return;
    }
    if (outcome === 'saved') {
      setName('');
      setError(undefined);
      setState('saved');
    } else if (outcome === 'nameTaken') {
      setState('asking');
    } else {
      showError(outcome.error);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'saving') return;
    if (name.trim() === '') {
      showError(reportMessages.validation.viewNameRequired);
      return;
    }
    setError(undefined);
    void save({ replace: false });
  }

  let list: ReactNode;
  if (loadFailed) list = <Alert tone="danger">{texts.loadFailed}</Alert>;
  else if (views === undefined)
    list = (
      <div role="status" aria-busy="true" aria-label={texts.loading} className="grid gap-2">
        <Skeleton />
        <Skeleton className="w-2/3" />
      </div>
    );
  else if (views.length === 0) list = <p className="text-sm text-muted-foreground">{texts.none}</p>;
  else list = <SavedReportViewsList views={views} />;

  return (
    <section
      data-slot="saved-report-views"
      data-state={state}
      aria-labelledby={headingId}
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground',
        className,
      )}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {texts.title}
      </h2>
      {list}
      <form noValidate onSubmit={handleSubmit} className="flex flex-wrap items-start gap-2">
        <Field
          slot="saved-report-views-name"
          label={texts.nameLabel}
          errorText={error}
          className="min-w-0 flex-1 basis-48"
        >
          {(control) => (
            <input
              {...control}
              ref={text.controlRef}
              value={name}
              maxLength={reportLimits.viewNameMax}
              onChange={text.handleChange}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Button type="submit" isLoading={state === 'saving'} className="mt-6">
          {texts.save}
        </Button>
      </form>
      <p role="status" data-slot="saved-report-views-status" className="text-sm text-success">
        {state === 'saved' ? texts.saved : ''}
      </p>
      <ConfirmDialog
        open={state === 'asking'}
        title={replaceQuestion}
        message={replaceHint}
        onConfirm={() => void save({ replace: true })}
        onCancel={() => setState('idle')}
      />
    </section>
  );
}
