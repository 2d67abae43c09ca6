import {
  formatDate,
  formatDurationMinutes,
  formatMessage,
  iltMessages,
  isValidSessionDuration,
  messages,
} from '@segno/domain';
import { Button } from '../button';
import { DateField } from '../date-field';
import { Field } from '../field/field';
import { fieldControlClass } from '../field/field-control';
import { TextField } from '../text-field';
import {
  type SessionDayField,
  type SessionDaysEditorDay,
  sessionDayErrors,
  sessionDayFieldLabels,
} from './session-days-editor-validation';

/** 'HH:mm', the value of a native time input. */
function timeValue(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export type SessionDayFieldsProps = {
  day: SessionDaysEditorDay;
  /** 0-based place in the session; the first day's date drives the others. */
  index: number;
  /** The duration field's text while it is being typed (it may not be a number yet). */
  durationText: string;
  /** Which fields show their validation message. */
  isShown: (field: SessionDayField) => boolean;
  onTouch: (field: SessionDayField) => void;
  onDateChange: (date: Date | null) => void;
  onTimeChange: (time: string) => void;
  onDurationChange: (text: string) => void;
  onRoomChange: (room: string) => void;
  /** Removes the day; absent when it is the only one. */
  onRemove?: () => void;
};

/** One day of a session: date (first day) or its chained date, time, duration with its reading, room. */
export function SessionDayFields({
  day,
  index,
  durationText,
  isShown,
  onTouch,
  onDateChange,
  onTimeChange,
  onDurationChange,
  onRoomChange,
  onRemove,
}: SessionDayFieldsProps) {
  const errors = sessionDayErrors(day);
  const shownError = (field: SessionDayField) => (isShown(field) ? errors[field] : undefined);
  const dayName = formatMessage(iltMessages.session.day, { number: index + 1 });
  const durationError = shownError('duration');
  // The date, time and room messages are 'is required'; the fields put their label before it.
  const requiredFragment = (field: SessionDayField) =>
    shownError(field) === undefined ? undefined : messages.validation.required;

  return (
    <fieldset
      data-slot="session-day"
      data-state={Object.keys(errors).length === 0 ? 'complete' : 'incomplete'}
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <legend className="px-1 text-sm font-semibold">{dayName}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {index === 0 ? (
          <DateField
            label={sessionDayFieldLabels.date}
            value={day.hasDate === false ? null : day.start_date}
            onValueChange={onDateChange}
            required
            errorMessage={requiredFragment('date')}
          />
        ) : (
          <div data-slot="session-day-date" className="grid content-start gap-1">
            <span className="text-sm font-medium">{sessionDayFieldLabels.date}</span>
            <span className="flex min-h-10 items-center text-base">{formatDate(day.start_date)}</span>
          </div>
        )}
        <TextField
          label={sessionDayFieldLabels.time}
          type="time"
          required
          value={day.hasTime === false ? '' : timeValue(day.start_date)}
          onValueChange={onTimeChange}
          onBlur={() => onTouch('time')}
          errorMessage={requiredFragment('time')}
        />
        <Field
          slot="session-day-duration"
          label={sessionDayFieldLabels.duration}
          description={isValidSessionDuration(day.duration) ? formatDurationMinutes(day.duration) : undefined}
          errorText={durationError}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={durationText}
              onChange={(event) => onDurationChange(event.target.value)}
              onBlur={() => onTouch('duration')}
              className={fieldControlClass}
            />
          )}
        </Field>
        <TextField
          label={sessionDayFieldLabels.room}
          required
          maxLength={100}
          value={day.room}
          onValueChange={onRoomChange}
          onBlur={() => onTouch('room')}
          errorMessage={requiredFragment('room')}
        />
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onRemove}>
          Remove {dayName.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
