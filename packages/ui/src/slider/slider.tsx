import { assessmentScale, type ScaleMark, scaleValueText } from '@segno/domain';
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { nextSliderValue, type SliderRange } from './slider-keys';
import { SliderMarks } from './slider-marks';

export type SliderProps = {
  /** The visible label of the range. */
  label: string;
  /** `points`: a number from `min` to `max`. `assessment`: 0 to 10 with named marks, or N/A (null). */
  variant?: 'points' | 'assessment';
  /** Lowest value (points only; the assessment scale is fixed at 0). */
  min?: number;
  /** Highest value (points only; the assessment scale is fixed at 10). */
  max?: number;
  /** Distance between values (points only). */
  step?: number;
  /** The value, when the caller owns it; null is N/A (assessment only). */
  value?: number | null;
  /** The first value, when the slider owns it; defaults to the lowest value. */
  defaultValue?: number | null;
  /** Called with the new value, or null when N/A is chosen. */
  onValueChange?: (value: number | null) => void;
  /** Help text under the label, read as the range's description. */
  description?: string;
  /** Disables the range (and the N/A choice). */
  disabled?: boolean;
  /** The form field name of the range. */
  name?: string;
  /** The range input's id; generated when absent. */
  id?: string;
  className?: string;
};

/**
 * A native range input (so touch, pointer and assistive tech work as the platform expects) with a label and
 * its value shown. The assessment variant adds N/A, which disables the range and sets the value to null,
 * and marks that are drawn under the track and spoken through `aria-valuetext` ('5, Intermediate').
 */
export function Slider({
  label,
  variant = 'points',
  min = 0,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  description,
  disabled = false,
  name,
  id,
  className,
}: SliderProps) {
  const isAssessment = variant === 'assessment';
  const range: SliderRange = isAssessment ? assessmentScale : { min, max, step };
  const marks: readonly ScaleMark[] = isAssessment ? assessmentScale.marks : [];
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  const [current, setCurrent] = useControllableState<number | null>({
    value,
    defaultValue: defaultValue === undefined ? range.min : defaultValue,
    onChange: onValueChange,
  });
  // The number the range shows while N/A is chosen, and returns to when N/A is cleared.
  const [lastNumber, setLastNumber] = useState(current ?? range.min);
  const isNotApplicable = current === null;
  const shownNumber = current ?? lastNumber;

  function choose(next: number) {
    setLastNumber(next);
    if (next !== current) setCurrent(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Handled here so every browser steps alike (Page keys differ natively).
    const next = nextSliderValue(event.key, shownNumber, range);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    // A fieldset groups the range with its N/A choice under the label's name.
    <fieldset
      aria-labelledby={labelId}
      data-slot="slider"
      data-variant={variant}
      data-state={isNotApplicable ? 'not-applicable' : 'set'}
      className={cn('grid min-w-0 gap-2', className)}
    >
      <div className="flex items-baseline justify-between gap-4">
        <label id={labelId} htmlFor={inputId} data-slot="slider-label" className="text-sm font-medium">
          {label}
        </label>
        <span data-slot="slider-value" className="text-sm font-semibold tabular-nums">
          {isNotApplicable ? assessmentScale.notApplicableLabel : shownNumber}
        </span>
      </div>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <div className="grid gap-1">
        <input
          id={inputId}
          type="range"
          name={name}
          min={range.min}
          max={range.max}
          step={range.step}
          value={shownNumber}
          disabled={disabled || isNotApplicable}
          aria-valuetext={scaleValueText(isNotApplicable ? null : shownNumber, marks)}
          aria-describedby={description ? descriptionId : undefined}
          data-slot="slider-input"
          onChange={(event: ChangeEvent<HTMLInputElement>) => choose(Number(event.target.value))}
          onKeyDown={handleKeyDown}
          className={cn(
            'h-6 w-full cursor-pointer rounded-md accent-primary',
            'disabled:cursor-not-allowed disabled:opacity-60',
            focusRing,
          )}
        />
        {marks.length > 0 && <SliderMarks marks={marks} min={range.min} max={range.max} />}
      </div>
      {isAssessment && (
        <Checkbox
          label={assessmentScale.notApplicableLabel}
          checked={isNotApplicable}
          disabled={disabled}
          onCheckedChange={(isChecked) => setCurrent(isChecked ? null : lastNumber)}
        />
      )}
    </fieldset>
  );
}
