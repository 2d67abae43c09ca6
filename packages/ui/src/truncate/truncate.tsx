import { limits, truncateText } from '@segno/domain';
import type { ComponentProps } from 'react';

export type TruncateProps = Omit<ComponentProps<'span'>, 'children' | 'title'> & {
  /** The full text. */
  text: string;
  /** Characters kept; content titles are cut at 32 in widgets (000 section 9). */
  maxLength?: number;
  /** Appends '…' when shortened. */
  ellipsis?: boolean;
};

/**
 * Shortened text with the full text in a hover title. Screen readers get the full text, not the cut one.
 */
export function Truncate({
  text,
  maxLength = limits.widgetTitleLength,
  ellipsis = true,
  className,
  ...props
}: TruncateProps) {
  const shown = truncateText(text, maxLength, { ellipsis });
  const isShortened = shown !== text;
  return (
    <span
      data-slot="truncate"
      data-state={isShortened ? 'truncated' : 'full'}
      title={isShortened ? text : undefined}
      className={className}
      {...props}
    >
      {isShortened ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{text}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
