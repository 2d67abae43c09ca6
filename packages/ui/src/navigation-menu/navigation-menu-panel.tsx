import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { useLazyPopover } from '../popover/lazy-popover';
import { LazyPopoverContent } from '../popover/lazy-popover-content';
import type { NavigationMenuLink } from './navigation-menu';

export type NavigationMenuPanelProps = {
  links: NavigationMenuLink[];
  onSignOut: () => void;
};

const itemClass = cn(
  'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm hover:bg-muted',
  'aria-[current=page]:font-semibold aria-[current=page]:text-primary',
  focusRing,
);

/** The menu's panel, loaded on first open: the links, then sign out. Choosing either closes the menu. */
export function NavigationMenuPanel({ links, onSignOut }: NavigationMenuPanelProps) {
  const { onOpenChange } = useLazyPopover();
  const close = () => onOpenChange(false);
  return (
    <LazyPopoverContent
      data-slot="navigation-menu"
      align="end"
      aria-label="Main navigation"
      className="w-64 p-2"
    >
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                aria-current={link.isCurrent ? 'page' : undefined}
                className={itemClass}
                onClick={close}
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
            close();
            onSignOut();
          }}
        >
          Sign out
        </button>
      </div>
    </LazyPopoverContent>
  );
}
