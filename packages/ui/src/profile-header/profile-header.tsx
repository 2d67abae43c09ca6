import type { ComponentProps, ReactNode } from 'react';
import { Avatar, type AvatarSize } from '../avatar';
import { cn } from '../lib/cn';

export type ProfileHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The person's full name. */
  name: string;
  /** Profile picture address; initials show without one. */
  imageUrl?: string;
  level: number;
  /** Picture size: 144 on the profile page (000, section 9). */
  avatarSize?: AvatarSize;
  /** The control that changes the picture (ProfileImageUpload), shown only on the learner's own profile. */
  imageControl?: ReactNode;
  /** Buttons or links beside the name. */
  actions?: ReactNode;
  /** Heading level of the name, to fit the page's outline. */
  headingLevel?: 1 | 2;
};

/** The top of a profile: picture, full name, level, the picture-change control and actions. */
export function ProfileHeader({
  name,
  imageUrl,
  level,
  avatarSize = 144,
  imageControl,
  actions,
  headingLevel = 1,
  className,
  ...props
}: ProfileHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header
      data-slot="profile-header"
      className={cn('flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left', className)}
      {...props}
    >
      <div className="grid justify-items-center gap-2">
        <Avatar name={name} src={imageUrl} size={avatarSize} />
        {imageControl && <div data-slot="profile-header-image-control">{imageControl}</div>}
      </div>
      <div className="grid min-w-0 gap-1">
        <Heading className="text-2xl font-bold break-words">{name}</Heading>
        <p className="text-sm text-muted-foreground">Level {level}</p>
      </div>
      {actions && (
        <div data-slot="profile-header-actions" className="flex flex-wrap gap-2 sm:ml-auto">
          {actions}
        </div>
      )}
    </header>
  );
}
