import { type AssignableObject, type Assignment, adminMessages, assignableObjects } from '@segno/domain';
import { Button, ConfirmDialog, CriteriaEditor } from '@segno/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { StepProps } from './admin-wizard';
import { AssignmentExportAction } from './assignment-export-action';

const texts = adminMessages.assignment;

export type AssignmentStepProps = StepProps & {
  object: AssignableObject;
  objectId: number;
  /** The loader's: a saved one, or the empty one (assignment_id null) of an object without any. */
  assignment: Assignment;
};

/**
 * The segment's `users` step and the compliance content's `add-learner` step (001 section 2), the plan's
 * `users` step and the course's `users` step titled 'Course Visibility' (002 section 2): the criterion editor, submitted through the wizard like the other form steps (`saveAssignment`), exporting the users the
 * saved assignment picks, and removing the saved assignment, after which the step reloads.
 */
export function AssignmentStep({ object, objectId, assignment, ...props }: AssignmentStepProps) {
  const api = useApi();
  const revalidator = useRevalidator();
  const [removeFailed, setRemoveFailed] = useState(false);
  const [isDirty, setDirty] = useState(false);
  return (
    <div className="grid gap-6">
      <CriteriaEditor
        // A new answer (saved or removed) is the form's new starting point.
        key={`${assignment.assignment_id ?? 'none'}-${assignment.data.map((row) => row.criterion_id).join()}`}
        id={props.formId}
        rows={assignment.data}
        tallyTotal={assignment.tally_total}
        needsDefaultRequired={assignableObjects[object].needsDefaultRequired}
        defaultRequired={assignment.default_required}
        countUsers={(rows, signal) => api.countAssignees(object, objectId, rows, signal)}
        onSubmit={props.onSubmit}
        onDirtyChange={(dirty) => {
          setDirty(dirty);
          props.onDirtyChange(dirty);
        }}
        serverErrors={props.serverErrors}
      />
      {assignment.assignment_id !== null && (
        <div className="flex flex-wrap items-center gap-3">
          <AssignmentExportAction object={object} objectId={objectId} isDirty={isDirty} />
          <ConfirmDialog
            trigger={<Button variant="outline">{texts.delete}</Button>}
            tone="danger"
            title={texts.delete}
            message={texts.deleteConfirm}
            confirmLabel={texts.delete}
            onConfirm={() => {
              setRemoveFailed(false);
              api
                .deleteAssignment(object, objectId)
                .then(() => revalidator.revalidate())
                .catch(() => setRemoveFailed(true));
            }}
          />
        </div>
      )}
      {removeFailed && (
        <p role="alert" className="text-sm text-danger">
          {texts.deleteFailed}
        </p>
      )}
    </div>
  );
}
