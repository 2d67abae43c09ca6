import * as Popover from '@radix-ui/react-popover';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { overlaySurface } from '../lib/surfaces';

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

const itemClass = cn(
  'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm hover:bg-muted',
  'aria-[current=page]:font-semibold aria-[current=page]:text-primary',
  focusRing,
);

/** The main navigation: links chosen by the caller (by role), then sign out. Closes on choosing a link. */
export function NavigationMenu({
  links,
  onSignOut,
  userName,
  open,
  defaultOpen,
  onOpenChange,
}: NavigationMenuProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-slot="navigation-menu"
          align="end"
          sideOffset={6}
          aria-label="Main navigation"
          className={cn(overlaySurface, 'w-64 p-2')}
        >
          <nav aria-label="Main">
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    aria-current={link.isCurrent ? 'page' : undefined}
                    className={itemClass}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-1 border-t border-border pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
