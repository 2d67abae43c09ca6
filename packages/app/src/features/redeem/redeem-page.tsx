import type { MedalLevel } from '@segno/domain';
import { redeemMachine } from '@segno/machines';
import { RedeemResultDialog, Spinner } from '@segno/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams, useRevalidator } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';
import { paths } from '../../paths';

/** /redeem/{segnocode}: a new code in the address starts a new redemption. */
export function RedeemPage() {
  const { segnocode = '' } = useParams();
  return <RedeemScreen key={segnocode} segnocode={segnocode} />;
}

/**
 * Redeems the code as the screen loads (000, section 3) through the redeem machine: the server's message in
 * a popup on error 1; on success the reward popup, with the header's stats reloaded. OK goes home, where the
 * dashboard's lists (the new activity among them) load afresh.
 */
function RedeemScreen({ segnocode }: { segnocode: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The machine is fixed for the screen's life; its actions reach the latest revalidator through this closure.
  const [machine] = useState(() =>
    redeemMachine.provide({
      actors: { redeem: fromPromise(({ input }) => api.redeemSegnocode(input.segnocode)) },
      actions: {
        // Activities are lists of the dashboard home, whose loader runs again when OK goes there.
        reloadActivities: () => {},
        // Revalidating reloads the signed-in layout's loader: the header's score, medals, level and rank.
        refreshStats: () => void revalidator.revalidate(),
      },
    }),
  );
  const [snapshot] = useMachine(machine, { input: { segnocode } });
  const { message, result } = snapshot.context;
  const goHome = () => navigate(paths.dashboardHome());

  return (
    <div className="grid gap-4" data-state={String(snapshot.value)}>
      <h1 className="text-2xl font-semibold">Redeem a SegnoCode</h1>
      <p className="text-muted-foreground">
        Code <span className="font-mono font-medium text-foreground">{segnocode.toUpperCase()}</span>
      </p>
      {snapshot.matches('redeeming') && <Spinner label="Redeeming your SegnoCode" />}
      {(snapshot.matches('failed') || snapshot.matches('invalid')) && (
        <RedeemResultDialog outcome="failed" message={message} onClose={goHome} />
      )}
      {snapshot.matches('redeemed') && result && (
        <RedeemResultDialog
          outcome="redeemed"
          contentName={result.content?.name}
          points={result.points}
          badges={result.badges}
          // The schema bounds the level to 1..3 but types it as a number.
          medals={result.medals.map((medal) => ({ ...medal, level: medal.level as MedalLevel }))}
          level={result.level}
          onClose={goHome}
        />
      )}
    </div>
  );
}
