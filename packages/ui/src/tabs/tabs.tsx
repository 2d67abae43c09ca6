import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root> & {
  /** The selected tab's value when controlled; pair it with `onValueChange`. */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
};

/** A set of panels, one visible at a time. Arrow keys move between tabs (Radix roving focus). */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('grid gap-3', className)} {...props} />;
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /** Names the tab list for screen readers when no visible heading does. */
  'aria-label'?: string;
};

export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex flex-wrap gap-1 border-b border-border', className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** The value this tab selects; matches a `TabsContent` value. */
  value: string;
};

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px inline-flex min-h-10 items-center rounded-t-md border-b-2 border-transparent px-4 text-sm font-medium',
        'text-muted-foreground hover:text-foreground',
        'data-[state=active]:border-primary data-[state=active]:text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content> & {
  /** The tab value whose panel this is. */
  value: string;
};

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('rounded-md', focusRing, className)}
      {...props}
    />
  );
}
