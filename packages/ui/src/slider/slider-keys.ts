export type SliderRange = { min: number; max: number; step: number };

/** Rounds to the nearest step from min and keeps the value inside the range. */
export function snapToStep(value: number, { min, max, step }: SliderRange): number {
  const snapped = min + Math.round((value - min) / step) * step;
  // Avoid 0.30000000000000004 from decimal steps.
  const rounded = Number(snapped.toFixed(10));
  return Math.min(max, Math.max(min, rounded));
}

/**
 * The value a key moves a slider to, or undefined when the key is not a slider key. Arrows move one step,
 * Page Up and Page Down a tenth of the range (at least one step), Home and End to the ends: the ARIA slider
 * pattern, the same in every browser.
 */
export function nextSliderValue(key: string, value: number, range: SliderRange): number | undefined {
  const bigStep = Math.max(range.step, Math.round((range.max - range.min) / 10 / range.step) * range.step);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return snapToStep(value + range.step, range);
    case 'ArrowLeft':
    case 'ArrowDown':
      return snapToStep(value - range.step, range);
    case 'PageUp':
      return snapToStep(value + bigStep, range);
    case 'PageDown':
      return snapToStep(value - bigStep, range);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return undefined;
  }
}
