import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { raisedSurface } from '../lib/surfaces';

export type CardProps = ComponentProps<'div'> & {
  /** The element: 'article' for a self-contained item (a content card), 'section' for a titled region. */
  as?: 'article' | 'section' | 'div';
};

/** A raised panel grouping one item or one topic. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element data-slot="card" className={cn(raisedSurface, 'flex flex-col', className)} {...props} />;
}

/** The top of a card: title and any small actions beside it. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid gap-1 px-4 pt-4', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Heading level, to fit the page's outline. */
  as?: 'h2' | 'h3' | 'h4';
};

/** The card's heading. */
export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading data-slot="card-title" className={cn('text-base font-semibold', className)} {...props} />;
}

/** The body of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 py-3 text-sm', className)} {...props} />;
}

/** The bottom row of a card, for actions. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex items-center gap-2 border-t border-border px-4 py-3', className)}
      {...props}
    />
  );
}
