import { useId } from 'react';
import { Button } from '../button';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';

export type ExternalLinkViewerProps = {
  /** The content's name. */
  name: string;
  /** The external address, shown so the learner knows where it leads. */
  url: string;
  /**
   * Called when the learner presses Open: the app shows the iframe popup, or a new tab on mobile
   * (000 section 4). Opening counts as finished.
   */
  onOpen: () => void;
  opened?: boolean;
  defaultOpened?: boolean;
  className?: string;
};

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** External content: its name and address, an Open button, and 'Opened' once it was opened. */
export function ExternalLinkViewer({
  name,
  url,
  onOpen,
  opened,
  defaultOpened = false,
  className,
}: ExternalLinkViewerProps) {
  const nameId = useId();
  const [isOpened, setOpened] = useControllableState({ value: opened, defaultValue: defaultOpened });

  function open() {
    setOpened(true);
    onOpen();
  }

  return (
    <div
      data-slot="external-link-viewer"
      data-state={isOpened ? 'opened' : 'unopened'}
      className={cn('flex flex-wrap items-center gap-3 rounded-md border border-border p-4', className)}
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p id={nameId} className="font-medium">
          {name}
        </p>
        <p className="truncate text-sm text-muted-foreground">{hostOf(url)}</p>
      </div>
      <p role="status" className="text-sm font-medium text-success">
        {isOpened ? 'Opened' : ''}
      </p>
      <Button variant={isOpened ? 'outline' : 'primary'} aria-describedby={nameId} onClick={open}>
        Open
      </Button>
    </div>
  );
}
