import { Button } from '../button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Spinner } from '../spinner';
import type { ContentParent, ContentParentsState } from './content-preview-types';

export type ContentPreviewListProps = {
  state: ContentParentsState;
  label: string;
  getParentHref?: (parent: ContentParent) => string | undefined;
  onRetry: () => void;
};

const parentKey = (parent: ContentParent) =>
  parent.plan_id === undefined
    ? `segment-${parent.segment_id}-${parent.seglet_id}`
    : `plan-${parent.plan_id}-${parent.unit_id}`;

/** The popover's body: loading, error with a retry, none, or the parents with links. */
export function ContentPreviewList({ state, label, getParentHref, onRetry }: ContentPreviewListProps) {
  if (state.status === 'idle' || state.status === 'loading') {
    return <Spinner size="sm" label={`Loading ${label.toLowerCase()}`} />;
  }
  if (state.status === 'error') {
    return (
      <div data-slot="content-preview-error" className="grid justify-items-start gap-2">
        <p role="alert">Could not load where this appears.</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (state.parents.length === 0) {
    return <p data-slot="content-preview-empty">Not part of any segment or plan yet.</p>;
  }
  return (
    <div className="grid gap-1">
      <p className="font-semibold">{label}</p>
      <ul className="grid gap-1">
        {state.parents.map((parent) => {
          const href = getParentHref?.(parent);
          const kind = parent.plan_id === undefined ? 'Segment' : 'Plan';
          return (
            <li key={parentKey(parent)} className="flex min-h-6 items-baseline justify-between gap-2">
              {href ? (
                <a
                  href={href}
                  className={cn('rounded-sm text-primary underline underline-offset-2', focusRing)}
                >
                  {parent.name}
                </a>
              ) : (
                <span>{parent.name}</span>
              )}
              <span className="shrink-0 text-xs text-muted-foreground">{kind}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
