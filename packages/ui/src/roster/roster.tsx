import {
  attendanceToggle,
  canRemoveLearner,
  iltMessages,
  isOnRoster,
  type LearnerSuggestion,
  rosterTypeAction,
} from '@segno/domain';
import type { ComponentProps } from 'react';
import { DataTable } from '../data-table';
import { EmptyState } from '../empty-state';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { Typeahead } from '../typeahead';
import { type RosterDialog, RosterDialogs } from './roster-dialogs';
import { type RosterLearner, RosterRow } from './roster-row';

export type RosterProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The session's registrations; cancelled ones are left out (the roster lists enrolled and denied). */
  learners: readonly RosterLearner[];
  /** Names the roster (the course and session, say). */
  label?: string;
  /** The row whose call is pending (the app's roster machine is busy with it). */
  busyRegistrationId?: number | null;
  /** An added learner's call is pending. */
  isAddingLearner?: boolean;
  /** The open modal when the app owns it (the roster machine's state); null for none. Uncontrolled when undefined. */
  dialog?: RosterDialog | null;
  /** Called whenever the roster opens or closes a modal. */
  onDialogChange?: (dialog: RosterDialog | null) => void;
  /** Spec 002 section 8: a failed add sets addLearnerError. */
  addLearnerError?: string;
  /** Spec 002 section 8: a failed removal sets removeLearnerError. */
  removeLearnerError?: string;
  /** A failed deny, reinstate or attendance change. */
  updateError?: string;
  /** Learners who may be added, by name (GET /session/{id}/add/search/name/{term}). Abort on `signal`. */
  searchLearners: (term: string, signal: AbortSignal) => Promise<readonly LearnerSuggestion[]>;
  onAddLearner: (userId: number) => void;
  onDeny: (registrationId: number) => void;
  onReinstate: (registrationId: number) => void;
  /** Attendance switched; unmarking a completion that cannot be removed opens the cannot-remove modal too. */
  onToggleAttendance: (registrationId: number) => void;
  /** Remove asked for: the confirmation (or the cannot-remove modal) opens. */
  onRemove?: (registrationId: number) => void;
  /** Removal confirmed. */
  onConfirmRemove: (registrationId: number) => void;
  /** A modal closed without doing anything. */
  onDismissDialog?: () => void;
  /** Shown in place of the table when no learner is on the roster. */
  emptyTitle?: string;
};

const rosterColumns = ['Name', 'Status', 'Attendance', 'Actions'];
/**
 * A session's roster (002, section 4, "Roster"): enrolled and denied learners with attendance, deny or
 * reinstate, remove with confirmation, and adding a learner by name. Presentational: the app's roster
 * machine performs the calls and passes back busy rows, errors and (optionally) the open modal.
 */
export function Roster({
  learners,
  label = 'Roster',
  busyRegistrationId,
  isAddingLearner = false,
  dialog,
  onDialogChange,
  addLearnerError,
  removeLearnerError,
  updateError,
  searchLearners,
  onAddLearner,
  onDeny,
  onReinstate,
  onToggleAttendance,
  onRemove,
  onConfirmRemove,
  onDismissDialog,
  emptyTitle = 'No learners are registered for this session.',
  className,
  ...props
}: RosterProps) {
  const [openDialog, setOpenDialog] = useControllableState<RosterDialog | null>({
    value: dialog,
    defaultValue: null,
    onChange: onDialogChange,
  });
  const rows = learners.filter(isOnRoster);
  const dialogLearner = learners.find((learner) => learner.registration_id === openDialog?.registrationId);

  function toggleAttendance(learner: RosterLearner) {
    // spec 002 section 4: unmarking is allowed only when can_remove; otherwise a modal explains why
    if (attendanceToggle(learner) === 'cannotRemoveAttendance') {
      setOpenDialog({ type: 'cannot-remove-attendance', registrationId: learner.registration_id });
    }
    onToggleAttendance(learner.registration_id);
  }

  function changeType(learner: RosterLearner) {
    const action = rosterTypeAction(learner.registration_type_id);
    if (action === 'deny') onDeny(learner.registration_id);
    if (action === 'reinstate') onReinstate(learner.registration_id);
  }

  function remove(learner: RosterLearner) {
    // spec 002 section 4: a learner with attendance and completion cannot be removed; removal asks first
    const type = canRemoveLearner(learner) ? 'confirm-removal' : 'cannot-remove-learner';
    setOpenDialog({ type, registrationId: learner.registration_id });
    onRemove?.(learner.registration_id);
  }

  function closeDialog() {
    setOpenDialog(null);
    onDismissDialog?.();
  }

  return (
    <section data-slot="roster" aria-label={label} className={cn('grid gap-4', className)} {...props}>
      {(updateError || removeLearnerError) && (
        <div role="alert" data-slot="roster-error" className="grid gap-1 text-sm text-danger">
          {updateError && <p>{updateError}</p>}
          {removeLearnerError && <p>{removeLearnerError}</p>}
        </div>
      )}
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} headingLevel={3} />
      ) : (
        <DataTable caption={label} columns={rosterColumns}>
          {rows.map((learner) => (
            <RosterRow
              key={learner.registration_id}
              learner={learner}
              isBusy={busyRegistrationId === learner.registration_id}
              onToggleAttendance={toggleAttendance}
              onTypeAction={changeType}
              onRemove={remove}
            />
          ))}
        </DataTable>
      )}
      <div data-slot="roster-add" aria-busy={isAddingLearner || undefined} className="max-w-sm">
        <Typeahead
          label={iltMessages.roster.addLearner}
          value={null}
          loadSuggestions={async (term, signal) =>
            (await searchLearners(term, signal)).map((learner) => ({
              value: String(learner.user_id),
              label: learner.name,
            }))
          }
          onValueChange={(option) => option && onAddLearner(Number(option.value))}
          errorMessage={addLearnerError}
        />
      </div>
      <RosterDialogs
        dialog={openDialog}
        learnerName={dialogLearner?.name ?? ''}
        onConfirmRemoval={(registrationId) => {
          setOpenDialog(null);
          onConfirmRemove(registrationId);
        }}
        onDismiss={closeDialog}
      />
    </section>
  );
}
