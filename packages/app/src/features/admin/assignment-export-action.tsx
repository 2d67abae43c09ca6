import { type AssignableObject, adminMessages, assignmentExportFields } from '@segno/domain';
import type { ExportChoice } from '@segno/machines';
import { Button, ExportOptionsDialog } from '@segno/ui';
import { useCallback, useId, useState } from 'react';
import { useApi } from '../../api/api-context';
import { ExportJob } from '../exports/export-job';

const texts = adminMessages.assignment;
/** The export's fields (001 section 7), headed as the domain names them. */
const exportFields = assignmentExportFields.map((value) => ({ value, label: texts.exportColumns[value] }));

export type AssignmentExportActionProps = {
  object: AssignableObject;
  objectId: number;
  /** Unsaved rule changes: the file would list the saved rules' users, so it waits for the save. */
  isDirty: boolean;
};

/**
 * Export on the assignment step (001 section 7: "/api/{type}/{id}/assignment/export"): the export options
 * dialog, then the export job followed in the download pop-up, as every export is.
 */
export function AssignmentExportAction({ object, objectId, isDirty }: AssignmentExportActionProps) {
  const api = useApi();
  const hintId = useId();
  /** The export being followed; a new one gets a new id (and a fresh machine). */
  const [exportRun, setExportRun] = useState<{ id: number; choice: ExportChoice }>();
  const closeExport = useCallback(() => setExportRun(undefined), []);
  return (
    <>
      <ExportOptionsDialog
        fields={exportFields}
        trigger={
          <Button
            variant="outline"
            disabled={isDirty || exportRun !== undefined}
            aria-describedby={isDirty ? hintId : undefined}
          >
            {adminMessages.exports.open}
          </Button>
        }
        onExport={(choice) => setExportRun((run) => ({ id: (run?.id ?? 0) + 1, choice }))}
      />
      {isDirty && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {texts.exportUnsaved}
        </p>
      )}
      {exportRun && (
        <ExportJob
          key={exportRun.id}
          choice={exportRun.choice}
          requestExport={(choice) => api.requestAssignmentExport(object, objectId, choice)}
          onClose={closeExport}
        />
      )}
    </>
  );
}
