import { Card, CardContent, CardHeader, CardTitle } from '@segno/ui';
import { type ReactNode, useId } from 'react';

/** One titled panel of the dashboard home. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}
