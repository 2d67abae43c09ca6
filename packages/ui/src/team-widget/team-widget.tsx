import { type ComponentProps, type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { ListPreview } from '../list-preview';
import { Skeleton } from '../skeleton';
import { TeamWidgetMemberLink } from './team-widget-member';
import type { TeamWidgetMember } from './team-widget-types';

export type TeamWidgetProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The people who report to the manager, in the order to show them. */
  members: readonly TeamWidgetMember[];
  /** How many people report to the manager (total_managees); defaults to the members given. */
  total?: number;
  /** Shows placeholders while the team loads. */
  isLoading?: boolean;
  /** The heading, "My team" by default. */
  title?: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Shown instead of the list when the team is empty. */
  emptyState?: ReactNode;
};

function TeamWidgetSkeleton({ title }: { title: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-3">
      {[1, 2, 3].map((row) => (
        <span key={row} className="flex items-center gap-3 p-2">
          <Skeleton shape="circle" />
          <Skeleton className="w-1/2" />
        </span>
      ))}
    </div>
  );
}

function teamCount(total: number): string {
  return total === 1 ? '1 person' : `${new Intl.NumberFormat('en-US').format(total)} people`;
}

/**
 * A manager's team on the dashboard home: the count and each member's picture and name, linking to their
 * profile. Shows 3 members on mobile and 6 otherwise before its 'Show all (N)' toggle (000, section 9).
 */
export function TeamWidget({
  members,
  total = members.length,
  isLoading = false,
  title = 'My team',
  headingLevel = 2,
  emptyState,
  className,
  ...props
}: TeamWidgetProps) {
  const titleId = useId();
  const state = isLoading ? 'loading' : members.length === 0 ? 'empty' : 'ready';
  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      data-slot="team-widget"
      data-state={state}
      className={cn(className)}
      {...props}
    >
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </CardTitle>
        {!isLoading && (
          <p data-slot="team-widget-count" className="text-sm text-muted-foreground">
            {teamCount(total)}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <TeamWidgetSkeleton title={title} />
        ) : (
          <ListPreview
            items={members}
            label={`${title} members`}
            getKey={(member) => member.user_id}
            renderItem={(member) => <TeamWidgetMemberLink member={member} />}
            emptyState={emptyState ?? <EmptyState headingLevel={3} title="No one reports to you yet" />}
          />
        )}
      </CardContent>
    </Card>
  );
}
