import { Button, LazyPopoverContent, useLazyPopover } from '@segno/ui';
import type { HelpChoice } from './help-menu';

const choices: readonly { id: HelpChoice; label: string }[] = [
  { id: 'feedback', label: 'Site feedback' },
  { id: 'request-content', label: 'Request content' },
  { id: 'tour', label: 'Take the tour' },
];

/** The help menu's panel, loaded on first open: the help entries. Choosing one closes the menu, then opens it. */
export function HelpMenuPanel({ onChoose }: { onChoose: (choice: HelpChoice) => void }) {
  const { onOpenChange } = useLazyPopover();
  return (
    <LazyPopoverContent data-slot="help-menu" aria-label="Help" align="end" className="grid w-56 gap-1 p-2">
      {choices.map(({ id, label }) => (
        <Button
          key={id}
          variant="ghost"
          className="justify-start"
          onClick={() => {
            onOpenChange(false);
            onChoose(id);
          }}
        >
          {label}
        </Button>
      ))}
    </LazyPopoverContent>
  );
}
