import { adminMessages } from '@segno/domain';
import { type ComponentProps, useId } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { raisedSurface } from '../lib/surfaces';

/** One link of an admin home group. */
export type AdminHomeGroupLink = {
  /** The button's text ('Create', 'Manage'). */
  label: string;
  /** Where it leads (the app builds it from the domain group's `path`). */
  href: string;
};

/** A group of admin home links under a heading ('Segments', 'Content'). */
export type AdminHomeLinkGroup = { title: string; links: readonly AdminHomeGroupLink[] };

export type AdminHomeProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** The groups in order (the domain's `adminHomeGroups`, each path turned into an href). */
  groups: readonly AdminHomeLinkGroup[];
  /** The page heading (h1). */
  title?: string;
};

/** Admin home (002 section 2): button groups, three to a row on wide screens, one column on phones. */
export function AdminHome({ groups, title = adminMessages.home.title, className, ...props }: AdminHomeProps) {
  return (
    <div data-slot="admin-home" className={cn('grid gap-6', className)} {...props}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <AdminHomeGroupSection key={group.title} group={group} />
        ))}
      </div>
    </div>
  );
}

function AdminHomeGroupSection({ group }: { group: AdminHomeLinkGroup }) {
  const headingId = useId();
  return (
    <section
      data-slot="admin-home-group"
      aria-labelledby={headingId}
      className={cn(raisedSurface, 'grid content-start gap-3 p-4')}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {group.title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {group.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-describedby={headingId}
              className={buttonVariants({ variant: 'outline' })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
