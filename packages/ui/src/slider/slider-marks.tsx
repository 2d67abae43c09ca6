import { type ScaleMark, scalePositionPercent } from '@segno/domain';

/** Chromium's native range thumb is 16 px wide; its centre runs from 8 px to the width minus 8 px. */
const thumbWidthPx = 16;

type SliderMarksProps = { marks: readonly ScaleMark[]; min: number; max: number };

/**
 * Named marks under the track, each centred where the thumb sits at that value. Hidden from assistive tech,
 * which hears the same names through the range's `aria-valuetext`.
 */
export function SliderMarks({ marks, min, max }: SliderMarksProps) {
  return (
    <div aria-hidden="true" data-slot="slider-marks" className="relative h-8 text-xs text-muted-foreground">
      {marks.map((mark) => {
        const percent = scalePositionPercent(mark.value, min, max);
        const offsetPx = (0.5 - percent / 100) * thumbWidthPx;
        return (
          <span
            key={mark.value}
            data-slot="slider-mark"
            data-value={mark.value}
            className="absolute top-0 flex -translate-x-1/2 flex-col items-center"
            style={{ left: `calc(${percent}% + ${offsetPx}px)` }}
          >
            <span className="h-1.5 w-px bg-muted-foreground" />
            {mark.label}
          </span>
        );
      })}
    </div>
  );
}
