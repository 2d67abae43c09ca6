import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type PageFrameProps = {
  /** Home link of the brand mark. */
  homeHref: string;
  /** Middle of the header: the search box. */
  search?: ReactNode;
  /** Right of the header: the progress popout and the navigation menu. */
  actions?: ReactNode;
  breadcrumbs?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** The signed-in page: header, breadcrumbs and content, from 320 px wide up. */
export function PageFrame({ homeHref, search, actions, breadcrumbs, children, className }: PageFrameProps) {
  return (
    <div data-slot="page-frame" className={cn('min-h-screen bg-background', className)}>
      {/* A button, not a #fragment link: under hash routes a fragment would change the route. */}
      <button
        type="button"
        onClick={() => document.getElementById('main-content')?.focus()}
        className={cn(
          'sr-only rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
          focusRing,
        )}
      >
        Skip to content
      </button>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <a href={homeHref} className={cn('rounded-md text-xl font-bold text-primary', focusRing)}>
            Segno
          </a>
          <div className="order-last w-full sm:order-none sm:w-auto sm:max-w-md sm:flex-1">{search}</div>
          <div className="ml-auto flex items-center gap-1">{actions}</div>
        </div>
      </header>
      {breadcrumbs && <div className="mx-auto max-w-6xl px-4 pt-4">{breadcrumbs}</div>}
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}
