import { initials, limits } from '@segno/domain';
import { type ComponentProps, useState } from 'react';
import { cn } from '../lib/cn';

/** Profile picture sizes in pixels: 70, swapped to 90, or 144 on the profile page (000 section 9). */
export type AvatarSize = (typeof limits.avatarSizesPx)[number];

const sizeClasses: Record<AvatarSize, string> = {
  70: 'size-[70px] text-xl',
  90: 'size-[90px] text-2xl',
  144: 'size-[144px] text-5xl',
};

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The person's name: the picture's alternative text, and the source of the initials. */
  name: string;
  /** Picture address. Without one, or when it fails to load, the initials show instead. */
  src?: string;
  /** Diameter in pixels. */
  size?: AvatarSize;
};

/** A person's round profile picture, or their initials when there is no picture or it fails to load. */
export function Avatar({ name, src, size = limits.avatarSizesPx[0], className, ...props }: AvatarProps) {
  // Remembers which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const hasImage = src !== undefined && src !== '' && src !== failedSrc;
  return (
    <span
      data-slot="avatar"
      data-state={hasImage ? 'image' : 'fallback'}
      data-size={size}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground',
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      {hasImage ? (
        <img
          src={src}
          alt={name}
          width={size}
          height={size}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span role="img" aria-label={name}>
          <span aria-hidden="true">{initials(name)}</span>
        </span>
      )}
    </span>
  );
}
