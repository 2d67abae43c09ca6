import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';

export type ContentGridSkeletonProps = { label: string; count: number; className?: string };

/** Placeholder cards while a content list loads; the region is busy and a status names what is loading. */
export function ContentGridSkeleton({ label, count, className }: ContentGridSkeletonProps) {
  return (
    <div
      data-slot="content-grid"
      data-state="loading"
      aria-busy="true"
      className={cn('grid gap-3', className)}
    >
      <span role="status" className="sr-only">
        {`Loading ${label}`}
      </span>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
        {Array.from({ length: count }, (_, index) => (
          <div
            // Placeholders have no identity beyond their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-slot="content-grid-placeholder"
            className="grid gap-3 rounded-lg border border-border p-4"
          >
            <Skeleton shape="rect" />
            <Skeleton lines={2} />
            <Skeleton className="w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
