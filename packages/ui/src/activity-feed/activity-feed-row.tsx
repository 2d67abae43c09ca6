import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type ActivityFeedRowProps = Omit<ComponentProps<'li'>, 'aria-setsize' | 'aria-posinset'> & {
  /** The item's place in the whole feed, from 0. */
  index: number;
  /** How many items the whole feed holds: a long feed renders only some, so each row tells its place. */
  setSize: number;
};

/** One list item of the feed, in a short feed and a long (virtualised) one alike. */
export function ActivityFeedRow({ index, setSize, className, ...props }: ActivityFeedRowProps) {
  return (
    <li
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      // the space under each item is part of it, so a measured item holds its own share
      className={cn(index < setSize - 1 && 'pb-2', className)}
      {...props}
    />
  );
}
