import { adminMessages, type ReportExportField, reportExportFields, reportMessages } from '@segno/domain';
import type { ExportChoice } from '@segno/machines';
import { Button, ExportOptionsDialog } from '@segno/ui';
import { useCallback, useState } from 'react';
import { useApi } from '../../api/api-context';
import type { ReportPlace } from '../../api/report-calls';
import { ExportJob } from '../exports/export-job';
import type { ReportSearch } from './report-search';

const columns = reportMessages.exports.reportColumns;
const isField = (value: string): value is ReportExportField =>
  (reportExportFields as readonly string[]).includes(value);

export type ReportExportActionProps = { place: ReportPlace; search: ReportSearch };

/**
 * Export (001 sections 2 and 7): the options dialog (file type, fields), then the download pop-up following the
 * job. The file holds every row of the report as the list shows them: same sort, same filters, page after page.
 * The manager column is offered on learner lists only (places have none).
 */
export function ReportExportAction({ place, search }: ReportExportActionProps) {
  const api = useApi();
  const [run, setRun] = useState<{
    id: number;
    choice: ExportChoice;
    place: ReportPlace;
    search: ReportSearch;
  }>();
  const close = useCallback(() => setRun(undefined), []);
  const isLearnerList = place.level === 'store' || place.level === 'team';
  const fields = reportExportFields
    .filter((field) => isLearnerList || field !== 'manager')
    .map((value) => ({ value, label: columns[value] }));

  return (
    <>
      <ExportOptionsDialog
        fields={fields}
        trigger={
          <Button variant="outline" disabled={run !== undefined}>
            {adminMessages.exports.open}
          </Button>
        }
        onExport={(choice) => setRun((last) => ({ id: (last?.id ?? 0) + 1, choice, place, search }))}
      />
      {run && (
        <ExportJob
          key={run.id}
          choice={run.choice}
          requestExport={(choice) =>
            api.requestReportExport(
              run.place,
              {
                sort_column: `${run.search.sort.column}-${run.search.sort.direction}`,
                ...run.search.filters,
              },
              { format: choice.format, fields: choice.fields.filter(isField) },
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
