import type { BreadcrumbItem } from '@segno/ui';
import type { UIMatch } from 'react-router-dom';
import { hashHref } from '../../paths';

/**
 * A route's part of the breadcrumbs (000, section 2: breadcrumbs on each screen), as its `handle`: the crumbs it
 * adds after its parents', from its own match (params, loader data) and every match on screen.
 */
export type CrumbHandle = {
  crumbs: (match: UIMatch, matches: readonly UIMatch[]) => BreadcrumbItem[];
};

/** A route's one crumb with a fixed label; `path` makes it a link when it is not the current page. */
export function crumb(label: string, path?: string): CrumbHandle {
  return { crumbs: () => [{ label, href: path === undefined ? undefined : hashHref(path) }] };
}

/** A route's one crumb read from its match, or none while its data is missing (a failed loader). */
export function crumbFrom<Data>(
  toCrumb: (data: Data, match: UIMatch) => { label: string; path?: string } | undefined,
): CrumbHandle {
  return {
    crumbs: (match) => {
      const found = match.data === undefined ? undefined : toCrumb(match.data as Data, match);
      return found
        ? [{ label: found.label, href: found.path === undefined ? undefined : hashHref(found.path) }]
        : [];
    },
  };
}

function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as CrumbHandle).crumbs === 'function'
  );
}

/** The breadcrumbs of the matched routes, top level first. */
export function breadcrumbsOf(matches: readonly UIMatch[]): BreadcrumbItem[] {
  return matches.flatMap((match) => (isCrumbHandle(match.handle) ? match.handle.crumbs(match, matches) : []));
}

/** The document's title: the page's place (its last crumb), then the product, so each page is told apart. */
export function pageTitleOf(breadcrumbs: readonly BreadcrumbItem[]): string {
  const place = breadcrumbs.at(-1)?.label;
  return place ? `${place} · Segno` : 'Segno';
}
