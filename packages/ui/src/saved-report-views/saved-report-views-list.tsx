import { formatDate, formatMessage, reportLimits, reportMessages } from '@segno/domain';
import { useId, useState } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import type { SavedReportView } from './saved-report-views-types';

const texts = reportMessages.widgets.views;

/** The saved views, most recent first: 2 shown (001 section 2), the rest behind 'Show all (n)'. */
export function SavedReportViewsList({ views }: { views: readonly SavedReportView[] }) {
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const canExpand = views.length > reportLimits.savedViewsShown;
  const shown = isExpanded ? views : views.slice(0, reportLimits.savedViewsShown);
  return (
    <div className="grid justify-items-start gap-2">
      <ul id={listId} data-slot="saved-report-views-list" className="grid w-full gap-1">
        {shown.map((view) => (
          <li key={view.view_id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <a
              href={view.href}
              className={cn('min-h-6 rounded-sm text-primary underline underline-offset-2', focusRing)}
            >
              {view.name}
            </a>
            <span className="text-xs text-muted-foreground">
              {formatMessage(texts.updated, { date: formatDate(view.updated_at) })}
            </span>
          </li>
        ))}
      </ul>
      {canExpand && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={listId}
          data-state={isExpanded ? 'open' : 'closed'}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {isExpanded ? texts.showFewer : formatMessage(texts.showAll, { count: views.length })}
        </Button>
      )}
    </div>
  );
}
