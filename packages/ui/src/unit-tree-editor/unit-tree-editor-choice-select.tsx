import { type ComponentProps, type ReactNode, useState } from 'react';

/** Up to this many choices a select holds them from the start; a longer list enters the page when first used. */
export const eagerChoiceLimit = 30;

export type EditorChoice = { value: string; label: string };

export type EditorChoiceSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  choices: readonly EditorChoice[];
  /** Options before and after the choices (the prompt, 'New group'), always there. */
  leading?: ReactNode;
  trailing?: ReactNode;
};

/**
 * A native select of groups for the editor. A large unit has hundreds of groups and a select of them on every group
 * in view and every waiting content, so a long list of choices enters the page only once the select is about to be
 * used: when it takes focus (keyboard, screen reader) or a pointer reaches it (mouse, touch), before it can open.
 * `data-state` tells which: 'deferred' or 'complete'.
 */
export function EditorChoiceSelect({
  choices,
  leading,
  trailing,
  onFocus,
  onPointerEnter,
  onPointerDown,
  ...props
}: EditorChoiceSelectProps) {
  const [isUsed, setUsed] = useState(false);
  const isComplete = isUsed || choices.length <= eagerChoiceLimit;
  const use = () => {
    if (!isUsed) setUsed(true);
  };
  return (
    <select
      data-state={isComplete ? 'complete' : 'deferred'}
      onFocus={(event) => {
        use();
        onFocus?.(event);
      }}
      onPointerEnter={(event) => {
        use();
        onPointerEnter?.(event);
      }}
      onPointerDown={(event) => {
        use();
        onPointerDown?.(event);
      }}
      {...props}
    >
      {leading}
      {isComplete &&
        choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      {trailing}
    </select>
  );
}
