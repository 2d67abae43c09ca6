import {
  iltMessages,
  type Registration,
  registrationTypeText,
  rosterTypeAction,
  rosterTypeActionText,
} from '@segno/domain';
import { useId } from 'react';
import { Button } from '../button';
import { dataTableCellClass, dataTableRowClass } from '../data-table';
import { Switch } from '../switch';

/** A learner on the roster (002, section 3, "Registration"); the app's roster machine holds these rows. */
export type RosterLearner = Pick<
  Registration,
  'registration_id' | 'user_id' | 'name' | 'registration_type_id' | 'has_completed' | 'can_remove'
>;

export type RosterRowProps = {
  learner: RosterLearner;
  /** A call for this row is pending: its controls wait. */
  isBusy: boolean;
  onToggleAttendance: (learner: RosterLearner) => void;
  onTypeAction: (learner: RosterLearner) => void;
  onRemove: (learner: RosterLearner) => void;
};

/** One learner: name, Enrolled or Denied, the attendance switch, deny or reinstate, and remove. */
export function RosterRow({ learner, isBusy, onToggleAttendance, onTypeAction, onRemove }: RosterRowProps) {
  const nameId = useId();
  const action = rosterTypeAction(learner.registration_type_id);
  const status = registrationTypeText(learner.registration_type_id);

  return (
    <tr
      data-slot="roster-row"
      data-state={isBusy ? 'busy' : 'idle'}
      data-status={status.toLowerCase()}
      aria-busy={isBusy || undefined}
      className={dataTableRowClass}
    >
      <th id={nameId} scope="row" className="px-3 py-2 text-left font-medium">
        {learner.name}
      </th>
      <td className={dataTableCellClass}>{status}</td>
      <td className={dataTableCellClass}>
        <Switch
          label={iltMessages.roster.attendance}
          checked={learner.has_completed}
          onCheckedChange={() => onToggleAttendance(learner)}
          disabled={isBusy}
          aria-describedby={nameId}
          className="justify-start"
        />
      </td>
      <td className={dataTableCellClass}>
        <div className="flex flex-wrap gap-2">
          {action && (
            <Button
              size="sm"
              variant="outline"
              disabled={isBusy}
              aria-describedby={nameId}
              onClick={() => onTypeAction(learner)}
            >
              {rosterTypeActionText(action)}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={isBusy}
            aria-describedby={nameId}
            onClick={() => onRemove(learner)}
          >
            {iltMessages.roster.removeLearner}
          </Button>
        </div>
      </td>
    </tr>
  );
}
