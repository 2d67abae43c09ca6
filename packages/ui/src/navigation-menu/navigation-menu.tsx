import { lazy } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { LazyPopover, LazyPopoverPanel, LazyPopoverTrigger } from '../popover/lazy-popover';

// The panel and Radix's popover machinery come on first open (issue 11: the header is in every first load).
const NavigationMenuPanel = lazy(() =>
  import('./navigation-menu-panel').then((module) => ({ default: module.NavigationMenuPanel })),
);

export type NavigationMenuLink = {
  id: string;
  label: string;
  href: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
};

export type NavigationMenuProps = {
  /** The destinations, already chosen for the user's roles. */
  links: NavigationMenuLink[];
  /** Called when the user chooses Sign out; the menu closes first. */
  onSignOut: () => void;
  /** Whose menu it is, read to screen readers on the trigger. */
  userName?: string;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** The main navigation: links chosen by the caller (by role), then sign out. Closes on choosing a link. */
export function NavigationMenu({
  links,
  onSignOut,
  userName,
  open,
  defaultOpen,
  onOpenChange,
}: NavigationMenuProps) {
  return (
    <LazyPopover open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <LazyPopoverTrigger
        data-slot="navigation-menu-trigger"
        aria-label={userName ? `Menu for ${userName}` : 'Menu'}
        className={cn(
          'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-muted',
          focusRing,
        )}
      >
        <span aria-hidden="true" className="grid gap-1">
          <span className="block h-0.5 w-5 bg-current" />
          <span className="block h-0.5 w-5 bg-current" />
          <span className="block h-0.5 w-5 bg-current" />
        </span>
        <span className="hidden sm:inline">Menu</span>
      </LazyPopoverTrigger>
      <LazyPopoverPanel>
        <NavigationMenuPanel links={links} onSignOut={onSignOut} />
      </LazyPopoverPanel>
    </LazyPopover>
  );
}
