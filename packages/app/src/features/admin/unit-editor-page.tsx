import {
  adminMessages,
  authoringLimits,
  nameRule,
  planAdminMessages,
  unitExitPath,
  unlessTaken,
} from '@segno/domain';
import { Button, EmptyState, RuledTextField } from '@segno/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { paths } from '../../paths';
import type { UnitEditorData, UnitEditorPlace } from './unit-editor-loader';
import { UnitEditorSession } from './unit-editor-session';
import { useNamesTaken } from './use-names-taken';

/** The unit editor screens' texts (in the catalogue; the spec quotes none). */
export const unitScreensTexts = planAdminMessages.unitScreens;
const texts = unitScreensTexts;

const linkClass =
  'inline-flex min-h-9 items-center rounded-md border border-border px-3 text-sm font-medium text-foreground';

/**
 * /segment-admin/units/new, /units/new/plan/{plan_id}, /units/{unit_id}/edit and /units/{unit_id}/edit/plan/
 * {plan_id} (002 section 2, "Unit editor"; `?exit=N` says where it closes to, `unitExitPath`).
 */
export function UnitEditorPage() {
  const data = useLoaderData() as UnitEditorData;
  switch (data.kind) {
    case 'new':
      return <NewUnitForm planId={data.planId} exit={data.exit} />;
    case 'notFound':
      return (
        <EmptyState
          title={planAdminMessages.unitAuthoring.notFound}
          headingLevel={2}
          action={
            <Link className={linkClass} to={unitExitPath(data.exit, data.planId)}>
              {texts.backToList}
            </Link>
          }
        />
      );
    case 'edit':
      return (
        <UnitEditorSession
          key={data.unit.unit_id}
          unit={data.unit}
          contents={data.contents}
          planId={data.planId}
          exit={data.exit}
        />
      );
  }
}

/**
 * A new unit: its name (the admin name rule), created with POST /unit, inside the plan of the URL when there is
 * one (unit_plans), then opened in the editor with the same plan and exit.
 */
function NewUnitForm({ planId, exit }: UnitEditorPlace) {
  const api = useApi();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverIssue, setServerIssue] = useState<string | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'creating' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const { nameTaken } = useNamesTaken('unit', { name }, { isEnabled: name !== '' });
  const issue = unlessTaken(nameRule, name, nameTaken);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (issue) {
      input.current?.focus();
      return;
    }
    setState('creating');
    try {
      const created = await api.createUnit({
        unit_name: name.trim(),
        unit_plans: planId === undefined ? [] : [{ id: planId }],
      });
      navigate(paths.unitEditor({ unitId: created.unit_id, planId, exit }), { replace: true });
    } catch (error) {
      const refused =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
          ? error.issues?.find((found) => found.path === 'unit_name')?.message
          : undefined;
      if (!refused) console.warn('Creating the unit failed', error);
      setServerIssue(refused);
      setState('failed');
      input.current?.focus();
    }
  }

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{texts.newTitle}</h1>
      <form noValidate onSubmit={create} className="grid max-w-xl gap-4">
        <RuledTextField
          ref={input}
          label={texts.nameLabel}
          required
          maxLength={authoringLimits.nameMaxLength}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setServerIssue(undefined);
            setState('idle');
          }}
          errorMessage={serverIssue ?? (isSubmitted || nameTaken ? issue : undefined)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={state === 'creating'}>
            {state === 'creating' ? texts.creating : texts.create}
          </Button>
          <Link className={linkClass} to={unitExitPath(exit, planId)}>
            {texts.close}
          </Link>
        </div>
        {state === 'failed' && !serverIssue && (
          <p role="alert" className="text-sm text-danger">
            {adminMessages.wizard.saveFailed}
          </p>
        )}
      </form>
    </div>
  );
}
