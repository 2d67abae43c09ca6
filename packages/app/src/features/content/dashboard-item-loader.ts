import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { paths } from '../../paths';
import { requireSession } from '../auth/require-session';

/** The screens the generic item route knows, by the `{type}` it names. */
const itemPaths: Record<string, (id: number) => string> = {
  content: (id) => paths.content({ contentId: id }),
  segment: (id) => paths.segmentHome(id),
  segments: (id) => paths.segmentHome(id),
  plan: (id) => paths.learningPlan(id),
  'learning-plan': (id) => paths.learningPlan(id),
};

/** Where `/dashboard/{type}/{id}` leads: the item's own screen, or /error for a type it does not know. */
export function dashboardItemPath(type: string | undefined, id: string | undefined): string {
  const toPath =
    type === undefined ? undefined : Object.hasOwn(itemPaths, type) ? itemPaths[type] : undefined;
  if (!toPath || id === undefined || !/^\d+$/.test(id) || Number(id) < 1) return paths.error();
  return toPath(Number(id));
}

/** The generic item route under the dashboard (000, section 2): redirects to the right screen. */
export function dashboardItemLoader({ request, params }: LoaderFunctionArgs) {
  requireSession(request);
  return redirect(dashboardItemPath(params.type, params.id));
}
