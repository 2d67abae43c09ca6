import { buttonVariants, cn } from '@segno/ui';
import { hashHref } from '../../paths';

/** The 'See all' link under a dashboard list. `what` names the list for screen readers. */
export function SeeAllLink({ to, what }: { to: string; what: string }) {
  return (
    <a
      href={hashHref(to)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start text-primary')}
    >
      See all<span className="sr-only"> {what}</span>
    </a>
  );
}
