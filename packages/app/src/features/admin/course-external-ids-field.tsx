import {
  addExternalCourse,
  courseLimits,
  type ExternalCourse,
  formatMessage,
  planAdminMessages,
  removeExternalCourse,
} from '@segno/domain';
import { Button, RuledTextField } from '@segno/ui';
import { useId, useRef } from 'react';

const texts = planAdminMessages.courseSteps;

export type CourseExternalIdsFieldProps = {
  value: readonly ExternalCourse[];
  onChange: (next: ExternalCourse[]) => void;
  /** A rule's or the server's message for each row, by position (undefined: none). */
  errorAt: (index: number) => string | undefined;
};

/**
 * A course's external course ids (002 section 5: "text, required, 2 to 300 characters; added ids get a
 * temporary id; removing takes the last one"). Add puts an empty row at the end and moves focus into it;
 * removing the last row moves focus to the row before it, or to add when none is left.
 */
export function CourseExternalIdsField({ value, onChange, errorAt }: CourseExternalIdsFieldProps) {
  const baseId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const inputId = (item: ExternalCourse) => `${baseId}-external-${item.id}`;
  const helpId = `${baseId}-external-help`;

  /** After React has drawn the rows, focus the input of `item`, or add when there is none. */
  function focusLater(item: ExternalCourse | undefined) {
    requestAnimationFrame(() => {
      const input = item ? document.getElementById(inputId(item)) : null;
      (input ?? addRef.current)?.focus();
    });
  }

  function add() {
    const next = addExternalCourse(value);
    onChange(next);
    focusLater(next.at(-1));
  }

  function removeLast() {
    const next = removeExternalCourse(value);
    onChange(next);
    focusLater(next.at(-1));
  }

  return (
    <fieldset
      data-slot="course-external-ids"
      aria-describedby={helpId}
      className="grid gap-3 rounded-md border border-border p-3"
    >
      <legend className="px-1 font-medium">{texts.externalLegend}</legend>
      <p id={helpId} className="text-muted-foreground text-sm">
        {texts.externalHelp}
      </p>
      {value.length === 0 ? <p className="text-sm">{texts.externalEmpty}</p> : null}
      {value.map((item, index) => (
        <RuledTextField
          key={String(item.id)}
          id={inputId(item)}
          label={formatMessage(texts.externalLabel, { number: index + 1 })}
          required
          maxLength={courseLimits.externalCourseIdLength.max}
          value={item.url}
          onChange={(event) =>
            onChange(
              value.map((row, position) => (position === index ? { ...row, url: event.target.value } : row)),
            )
          }
          errorMessage={errorAt(index)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button ref={addRef} type="button" variant="outline" onClick={add}>
          {texts.addExternal}
        </Button>
        {value.length > 0 ? (
          <Button type="button" variant="ghost" onClick={removeLast}>
            {texts.removeExternal}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
