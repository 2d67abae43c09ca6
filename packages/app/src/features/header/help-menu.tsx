import { buttonVariants, LazyPopover, LazyPopoverPanel, LazyPopoverTrigger } from '@segno/ui';
import { lazy, type Ref, useState } from 'react';

// The entries and Radix's popover machinery come on first open (issue 11: the header is in every first load).
const HelpMenuPanel = lazy(() =>
  import('./help-menu-panel').then((module) => ({ default: module.HelpMenuPanel })),
);

/** The header's help entries (000, section 2): site feedback, content requests and the help tour. */
export type HelpChoice = 'feedback' | 'request-content' | 'tour';

export type HelpMenuProps = {
  onChoose: (choice: HelpChoice) => void;
  /** The 'Help' button, for focus to come back to once the chosen entry is done. */
  triggerRef?: Ref<HTMLButtonElement>;
};

/** A 'Help' button opening a short list of the help entries; choosing one closes it. */
export function HelpMenu({ onChoose, triggerRef }: HelpMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <LazyPopover open={isOpen} onOpenChange={setIsOpen}>
      <LazyPopoverTrigger
        ref={triggerRef}
        data-slot="help-menu-trigger"
        className={buttonVariants({ variant: 'ghost' })}
      >
        Help
      </LazyPopoverTrigger>
      <LazyPopoverPanel>
        <HelpMenuPanel onChoose={onChoose} />
      </LazyPopoverPanel>
    </LazyPopover>
  );
}
