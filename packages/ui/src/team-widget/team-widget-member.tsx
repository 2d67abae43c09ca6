import { Avatar } from '../avatar';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import type { TeamWidgetMember } from './team-widget-types';

/** One team member: picture and name, the whole row a link to their profile. */
export function TeamWidgetMemberLink({ member }: { member: TeamWidgetMember }) {
  return (
    <a
      href={member.href}
      data-slot="team-widget-member"
      className={cn(
        'flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-surface-foreground hover:bg-muted',
        focusRing,
      )}
    >
      {/* The name follows as text, so the picture's own name would be read twice. */}
      <Avatar name={member.name} src={member.profile_img} aria-hidden="true" />
      <span className="min-w-0 truncate font-medium">{member.name}</span>
    </a>
  );
}
