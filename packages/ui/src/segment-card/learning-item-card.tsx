import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../card';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { ProgressMeter } from '../progress-meter';
import { Truncate } from '../truncate';
import { SubscriptionControls, type SubscriptionControlsProps } from './subscription-controls';

export type LearningItemCardProps = Omit<SubscriptionControlsProps, 'describedBy'> & {
  name: string;
  description?: string;
  percentComplete: number;
  /** A line under the progress, such as '120 of 400 points'. */
  pointsText?: string;
  /** Where the card's title leads. */
  href?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  kind: 'segment' | 'plan';
  className?: string;
};

/** The card shared by segments and plans: title link, description, progress, points and subscription. */
export function LearningItemCard({
  name,
  description,
  percentComplete,
  pointsText,
  href,
  headingLevel = 'h3',
  kind,
  className,
  ...subscription
}: LearningItemCardProps) {
  const titleId = useId();
  const title: ReactNode = <Truncate text={name} />;
  return (
    <Card as="article" aria-labelledby={titleId} data-kind={kind} className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle as={headingLevel} id={titleId}>
          {href ? (
            <a
              href={href}
              className={cn('rounded-sm text-primary underline-offset-2 hover:underline', focusRing)}
            >
              {title}
            </a>
          ) : (
            title
          )}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {description && <p className="line-clamp-3 text-muted-foreground">{description}</p>}
        <ProgressMeter value={percentComplete} label={`${name} progress`} />
        {pointsText && <p className="text-xs text-muted-foreground">{pointsText}</p>}
      </CardContent>
      <CardFooter>
        <SubscriptionControls describedBy={titleId} {...subscription} />
      </CardFooter>
    </Card>
  );
}
