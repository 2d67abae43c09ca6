import { adminMessages, type ExternalContent, externalUrlRule, formatMessage } from '@segno/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { TextField } from '../text-field';

const texts = adminMessages.relationships;

export type ContentRelationshipsExternalProps = {
  entries: readonly ExternalContent[];
  /** Adds an https link; a rejection keeps the typed address. */
  onAdd: (url: string) => unknown;
  onRemove: (externalContentId: number) => unknown;
  /** The server's refusal of the last change. */
  errorMessage?: string;
};

/** The content's external content: links, each removable, and a field that adds one. */
export function ContentRelationshipsExternal({
  entries,
  onAdd,
  onRemove,
  errorMessage,
}: ContentRelationshipsExternalProps) {
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isBusy, run] = useBusyWhilePending();

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = externalUrlRule(url);
    setFieldError(message);
    if (message) return;
    void run(async () => {
      await onAdd(url.trim());
      setUrl('');
    });
  }

  return (
    <section data-slot="content-relationships-external" aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {texts.externalTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{texts.externalHint}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{texts.externalEmpty}</p>
      ) : (
        <ul aria-labelledby={titleId} className="grid gap-2">
          {entries.map((entry) => (
            <li
              key={entry.external_content_id}
              className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
            >
              <span className="break-all">{entry.url}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={isBusy}
                aria-label={formatMessage(texts.removeExternal, { url: entry.url })}
                onClick={() => run(() => onRemove(entry.external_content_id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          type="url"
          label={texts.externalUrlLabel}
          value={url}
          placeholder="https://"
          errorMessage={fieldError ?? errorMessage}
          onChange={(event) => setUrl(event.target.value)}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={isBusy}>
          {texts.externalAdd}
        </Button>
      </form>
    </section>
  );
}
