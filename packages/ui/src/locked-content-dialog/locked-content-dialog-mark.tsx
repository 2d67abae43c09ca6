/** A tick in a filled circle when done, an empty circle when not: the shape tells them apart, not the
 * colour. Decorative: the item's text says done or not done to screen readers. */
export function PrerequisiteMark({ isComplete }: { isComplete: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      data-slot="prerequisite-mark"
      className={
        isComplete ? 'mt-0.5 size-4 shrink-0 text-success' : 'mt-0.5 size-4 shrink-0 text-muted-foreground'
      }
    >
      {isComplete ? (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path
            d="M6 10.5l2.5 2.5L14 7.5"
            fill="none"
            className="stroke-success-foreground"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth={1.5} />
      )}
    </svg>
  );
}
