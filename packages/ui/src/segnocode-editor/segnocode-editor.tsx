import {
  adminMessages,
  adminSegnocodeRule,
  authoringLimits,
  cleanAdminSegnocode,
  messages,
  type SegnocodeChange,
  shouldCheckSegnocodeAvailability,
} from '@segno/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { Field, fieldControlClass } from '../field';
import { cn } from '../lib/cn';

const texts = adminMessages.segnocodes;

export type SegnocodeEditorProps = {
  /** The content's code as saved (null: none). */
  code: string | null;
  /** Is the code free? Asked 250 ms after typing stops, for codes above 2 characters that pass the rules. */
  checkAvailability: (code: string) => Promise<boolean>;
  /** Saves the typed code as the content's (POST /segnocode/replacecode/content). error 1 shows error_msg. */
  onReplace: (code: string) => Promise<SegnocodeChange>;
  /** Clears the content's code (DELETE /segnocode/removecode/content/{id}). */
  onRemove: () => Promise<SegnocodeChange>;
  /** Called with the saved code after a replace or remove, so the owner can keep its copy. */
  onCodeChange?: (code: string | null) => void;
  /** Opens the printable image of the code (portrait p or landscape l); the buttons show when given. */
  onPrint?: (orientation: 'p' | 'l') => void;
  disabled?: boolean;
  className?: string;
};

type Availability = 'idle' | 'checking' | 'available' | 'taken';
type Outcome = { tone: 'success' | 'danger'; text: string } | undefined;

/**
 * A content's segnocode (001 sections 3 and 5): the admin types a code (letters and digits, 3 to 14, spaces
 * stripped), sees whether it is free, then Generate (no code yet) or Replace saves it, and Remove clears it.
 * Generate and Replace stay disabled while the field is empty; a refused save shows the server's error_msg.
 */
export function SegnocodeEditor({
  code,
  checkAvailability,
  onReplace,
  onRemove,
  onCodeChange,
  onPrint,
  disabled = false,
  className,
}: SegnocodeEditorProps) {
  const [current, setCurrent] = useState(code);
  const [typed, setTyped] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const [availability, setAvailability] = useState<Availability>('idle');
  const [busy, setBusy] = useState<'save' | 'remove' | undefined>();
  const [outcome, setOutcome] = useState<Outcome>();
  const statusId = useId();
  // The latest lookup, without restarting the debounce when the owner passes a new function each render.
  const check = useRef(checkAvailability);
  check.current = checkAvailability;

  useEffect(() => setCurrent(code), [code]);

  const cleaned = cleanAdminSegnocode(typed);
  const isEmpty = cleaned === '';
  const ruleMessage = isEmpty ? undefined : adminSegnocodeRule(cleaned);
  const isUnchanged = cleaned === current;

  useEffect(() => {
    if (!shouldCheckSegnocodeAvailability(cleaned) || cleaned === current) {
      setAvailability('idle');
      return;
    }
    let isCurrent = true;
    setAvailability('checking');
    const timer = setTimeout(async () => {
      try {
        const isFree = await check.current(cleaned);
        if (isCurrent) setAvailability(isFree ? 'available' : 'taken');
      } catch {
        // A failed lookup blocks nothing: the server checks again on save.
        if (isCurrent) setAvailability('idle');
      }
    }, authoringLimits.codeCheckDebounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [cleaned, current]);

  // Characters and length are wrong whatever comes next; "too short" waits for the admin to leave the field.
  const showsRule =
    ruleMessage !== undefined &&
    (isTouched || isSubmitted || ruleMessage !== adminMessages.validation.segnocodeTooShort);
  let errorText: string | undefined;
  if (isSubmitted && ruleMessage) errorText = messages.validation.invalidSegnocode;
  else if (showsRule) errorText = ruleMessage;
  else if (availability === 'taken') errorText = adminMessages.validation.segnocodeTaken;

  function finish(result: SegnocodeChange, success: string) {
    if (result.error === 1) {
      setOutcome({ tone: 'danger', text: result.error_msg ?? texts.saveFailed });
      return;
    }
    setCurrent(result.segnocode);
    onCodeChange?.(result.segnocode);
    setTyped('');
    setTouched(false);
    setSubmitted(false);
    setOutcome({ tone: 'success', text: success });
  }

  async function run(kind: 'save' | 'remove', action: () => Promise<SegnocodeChange>, success: string) {
    setBusy(kind);
    setOutcome(undefined);
    try {
      finish(await action(), success);
    } catch {
      setOutcome({ tone: 'danger', text: texts.saveFailed });
    } finally {
      setBusy(undefined);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isEmpty || busy) return;
    setSubmitted(true);
    if (ruleMessage || availability === 'taken') return;
    await run('save', () => onReplace(cleaned), texts.saved);
  }

  return (
    <form
      noValidate
      aria-label={texts.codeLabel}
      data-slot="segnocode-editor"
      data-state={errorText ? 'invalid' : 'valid'}
      onSubmit={handleSubmit}
      className={cn('grid gap-3', className)}
    >
      <p data-slot="segnocode-editor-current" className="text-sm">
        {current ? (
          <>
            {texts.current} <span className="font-mono font-semibold tracking-wider">{current}</span>
          </>
        ) : (
          texts.none
        )}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <Field
          slot="segnocode-editor-input"
          label={texts.codeLabel}
          description={texts.codeHint}
          errorText={errorText}
          className="min-w-0 flex-1 basis-48"
        >
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
              value={typed}
              disabled={disabled}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={cn(fieldControlClass, 'font-mono tracking-wider uppercase')}
              onChange={(event) => {
                setTyped(event.target.value.replace(/\s+/g, '').toUpperCase());
                setSubmitted(false);
                setOutcome(undefined);
              }}
              onBlur={() => setTouched(true)}
            />
          )}
        </Field>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={disabled || isEmpty || isUnchanged || busy === 'remove'}
            isLoading={busy === 'save'}
          >
            {current ? texts.replace : texts.generate}
          </Button>
          {current && (
            <Button
              variant="outline"
              disabled={disabled || busy === 'save'}
              isLoading={busy === 'remove'}
              onClick={() => run('remove', onRemove, texts.removed)}
            >
              {texts.remove}
            </Button>
          )}
        </div>
      </div>
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {availability === 'checking' && texts.checking}
        {availability === 'available' && !errorText && texts.available}
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {current && onPrint && (
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={() => onPrint('p')}>
            {texts.printPortrait}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onPrint('l')}>
            {texts.printLandscape}
          </Button>
        </div>
      )}
    </form>
  );
}
