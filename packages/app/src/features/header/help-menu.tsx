import { Button, Popover, PopoverContent, PopoverTrigger } from '@segno/ui';
import { type Ref, useState } from 'react';

/** The header's help entries (000, section 2): site feedback, content requests and the help tour. */
export type HelpChoice = 'feedback' | 'request-content' | 'tour';

const choices: readonly { id: HelpChoice; label: string }[] = [
  { id: 'feedback', label: 'Site feedback' },
  { id: 'request-content', label: 'Request content' },
  { id: 'tour', label: 'Take the tour' },
];

export type HelpMenuProps = {
  onChoose: (choice: HelpChoice) => void;
  /** The 'Help' button, for focus to come back to once the chosen entry is done. */
  triggerRef?: Ref<HTMLButtonElement>;
};

/** A 'Help' button opening a short list of the help entries; choosing one closes it. */
export function HelpMenu({ onChoose, triggerRef }: HelpMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button ref={triggerRef} variant="ghost">
          Help
        </Button>
      </PopoverTrigger>
      <PopoverContent data-slot="help-menu" aria-label="Help" align="end" className="grid w-56 gap-1 p-2">
        {choices.map(({ id, label }) => (
          <Button
            key={id}
            variant="ghost"
            className="justify-start"
            onClick={() => {
              setIsOpen(false);
              onChoose(id);
            }}
          >
            {label}
          </Button>
        ))}
      </PopoverContent>
    </Popover>
  );
}
