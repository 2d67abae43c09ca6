import {
  chainSessionDays,
  iltMessages,
  newSessionDay,
  removeSessionDay,
  withFirstDayDate,
} from '@segno/domain';
import { type ComponentProps, useRef, useState } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { SessionDayFields } from './session-day-fields';
import type { SessionDayField, SessionDaysEditorDay } from './session-days-editor-validation';

export type SessionDaysEditorProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The session's days, in order. */
  value: readonly SessionDaysEditorDay[];
  /** Called with every change; the days come back chained (002, section 4, "Session creation"). */
  onChange: (days: SessionDaysEditorDay[]) => void;
  /** Shows every field's message, not only those of fields already left (set it when a save is tried). */
  showErrors?: boolean;
  /** Today, for new days (which default to tomorrow); the clock when absent. */
  now?: Date;
  /** Add day is shown; false while the session is saved, say. */
  canAddDays?: boolean;
};

/** `date` at the time of day of `time` ('HH:mm'). */
function atTime(date: Date, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), hours, minutes);
}

/**
 * The days of a session being created or edited: date and time, duration in minutes with its 'N hrs M mins'
 * reading, and room. The first day's date drives the others, each on the weekday after the day before it.
 * Controlled, with no submit of its own: the session form saves, and reads `areSessionDaysComplete`.
 */
export function SessionDaysEditor({
  value,
  onChange,
  showErrors = false,
  now,
  canAddDays = true,
  className,
  ...props
}: SessionDaysEditorProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // What is typed in each duration field, by day: '' or '-' is not a number yet, but must stay on screen.
  const [durationTexts, setDurationTexts] = useState<Readonly<Record<number, string>>>({});
  const addDayRef = useRef<HTMLButtonElement>(null);

  function replaceDay(index: number, change: Partial<SessionDaysEditorDay>) {
    onChange(
      chainSessionDays(value.map((day, position) => (position === index ? { ...day, ...change } : day))),
    );
  }

  function changeDate(date: Date | null) {
    const [first] = value;
    if (!first) return;
    if (date === null) {
      replaceDay(0, { hasDate: false });
      return;
    }
    const start = new Date(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      first.start_date.getHours(),
      first.start_date.getMinutes(),
    );
    onChange(withFirstDayDate([{ ...first, hasDate: true }, ...value.slice(1)], start));
  }

  function changeTime(index: number, time: string) {
    const day = value[index];
    if (!day) return;
    if (time === '') {
      replaceDay(index, { hasTime: false });
      return;
    }
    replaceDay(index, { hasTime: true, start_date: atTime(day.start_date, time) });
  }

  function changeDuration(index: number, text: string) {
    setDurationTexts((texts) => ({ ...texts, [index]: text }));
    const minutes = text.trim() === '' ? 0 : Number(text);
    replaceDay(index, { duration: Number.isFinite(minutes) ? minutes : 0 });
  }

  function addDay() {
    onChange(chainSessionDays([...value, newSessionDay(value, now ?? new Date())]));
  }

  function removeDay(index: number) {
    // Later days move up a place: their typed text and touched fields no longer line up, so start afresh.
    setDurationTexts({});
    setTouched(new Set());
    onChange(removeSessionDay(value, index));
    addDayRef.current?.focus();
  }

  const isShown = (index: number) => (field: SessionDayField) =>
    showErrors || touched.has(`${index}:${field}`);

  return (
    <div data-slot="session-days-editor" className={cn('grid gap-4', className)} {...props}>
      {value.map((day, index) => (
        <SessionDayFields
          // Days have no id of their own until saved; their place is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          day={day}
          index={index}
          durationText={durationTexts[index] ?? (day.duration === 0 ? '' : String(day.duration))}
          isShown={isShown(index)}
          onTouch={(field) => setTouched((fields) => new Set(fields).add(`${index}:${field}`))}
          onDateChange={changeDate}
          onTimeChange={(time) => changeTime(index, time)}
          onDurationChange={(text) => changeDuration(index, text)}
          onRoomChange={(room) => replaceDay(index, { room })}
          onRemove={value.length > 1 ? () => removeDay(index) : undefined}
        />
      ))}
      {canAddDays && (
        <Button ref={addDayRef} variant="outline" className="justify-self-start" onClick={addDay}>
          {iltMessages.session.addDay}
        </Button>
      )}
    </div>
  );
}
