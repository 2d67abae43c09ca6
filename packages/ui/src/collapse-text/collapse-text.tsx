import { needsCollapse, truncateText } from '@segno/domain';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type CollapseTextProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The full text. */
  text: string;
  /** Characters shown while collapsed; the toggle appears only when the text is longer. */
  maxLength: number;
  /** Controlled: whether the whole text shows. */
  expanded?: boolean;
  /** Whether the whole text shows on first render when uncontrolled. */
  defaultExpanded?: boolean;
  /** Called when the toggle is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Label of the toggle while collapsed (000 section 9: the toggle reads more or less). */
  moreLabel?: string;
  /** Label of the toggle while expanded. */
  lessLabel?: string;
};

/** Long text shown up to a maximum length, with a 'more' / 'less' toggle when it is longer. */
export function CollapseText({
  text,
  maxLength,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  moreLabel = 'more',
  lessLabel = 'less',
  className,
  ...props
}: CollapseTextProps) {
  const textId = useId();
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const isExpanded = expanded ?? uncontrolledExpanded;
  const isCollapsible = needsCollapse(text, maxLength);

  if (!isCollapsible) {
    return (
      <div data-slot="collapse-text" data-state="full" className={className} {...props}>
        <span>{text}</span>
      </div>
    );
  }

  function toggle() {
    setUncontrolledExpanded(!isExpanded);
    onExpandedChange?.(!isExpanded);
  }

  return (
    <div
      data-slot="collapse-text"
      data-state={isExpanded ? 'expanded' : 'collapsed'}
      className={className}
      {...props}
    >
      <span id={textId}>{isExpanded ? text : truncateText(text, maxLength)}</span>{' '}
      <button
        type="button"
        data-slot="collapse-text-toggle"
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={toggle}
        className={cn(
          'inline-flex min-h-6 min-w-6 items-center rounded-sm font-medium text-primary underline underline-offset-2',
          focusRing,
        )}
      >
        {isExpanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
