import type { RosterDialog } from '@segno/ui';
import { Roster } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { hashHref, paths } from '../../paths';
import type { SessionViewData } from './ilt-loaders';
import { SessionDetails } from './session-details';
import { useIltArea } from './use-ilt-area';
import { useSessionRoster } from './use-session-roster';

const busyStates = ['changingType', 'markingPresent', 'unmarkingPresent', 'removingLearner'] as const;

/**
 * A session's view (002, section 2, /dashboard/ilt/sessions/{id}/view): its details and its roster of enrolled
 * and denied learners, with attendance, deny and reinstate, removal and adding a learner by name.
 */
export function SessionViewPage() {
  const data = useLoaderData() as SessionViewData;
  // Another session's view starts its own roster machine.
  return <SessionView key={data.session.session_id} {...data} />;
}

function SessionView({ session, roster }: SessionViewData) {
  const area = useIltArea();
  const api = useApi();
  const [snapshot, send] = useSessionRoster(session.session_id, roster);
  const { rows, activeId, addLearnerError, removeLearnerError, updateError } = snapshot.context;

  let dialog: RosterDialog | null = null;
  if (activeId !== undefined) {
    if (snapshot.matches('confirmingRemoval')) dialog = { type: 'confirm-removal', registrationId: activeId };
    if (snapshot.matches('cannotRemoveLearner'))
      dialog = { type: 'cannot-remove-learner', registrationId: activeId };
    if (snapshot.matches('cannotRemoveAttendance'))
      dialog = { type: 'cannot-remove-attendance', registrationId: activeId };
  }
  const isBusy = busyStates.some((state) => snapshot.matches(state));

  return (
    <div className="grid gap-8">
      <SessionDetails
        session={session}
        actions={
          <a
            href={hashHref(paths.sessionEdit(session.session_id, area))}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            Edit session
          </a>
        }
      />
      <section aria-labelledby="session-roster" className="grid gap-3">
        <h2 id="session-roster" className="text-xl font-semibold">
          Roster
        </h2>
        <Roster
          learners={rows}
          label={`Roster of ${session.course_name}`}
          busyRegistrationId={isBusy ? activeId : null}
          isAddingLearner={snapshot.matches('addingLearner')}
          dialog={dialog}
          addLearnerError={addLearnerError}
          removeLearnerError={removeLearnerError}
          updateError={updateError}
          searchLearners={async (term, signal) =>
            (await api.searchSessionLearners(session.session_id, term, signal)).data
          }
          onAddLearner={(userId) => send({ type: 'roster.add', userId })}
          onDeny={(registrationId) => send({ type: 'roster.deny', registrationId })}
          onReinstate={(registrationId) => send({ type: 'roster.reinstate', registrationId })}
          onToggleAttendance={(registrationId) => send({ type: 'roster.toggle-attendance', registrationId })}
          onRemove={(registrationId) => send({ type: 'roster.remove', registrationId })}
          onConfirmRemove={() => send({ type: 'roster.confirm' })}
          onDismissDialog={() => send({ type: 'roster.dismiss' })}
        />
      </section>
    </div>
  );
}
