import {
  type AdminPlanUnit,
  adminMessages,
  formatMessage,
  normalizeUnitPrerequisiteRow,
  planAdminMessages,
  prerequisiteUnitChoices,
  type UnitPrerequisiteProblem,
  unitPrerequisiteOptions,
  unitPrerequisiteProblem,
  unitPrerequisiteTypes,
} from '@segno/domain';
import { Button, DateField, RuledTextField, Select } from '@segno/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { hashHref, paths } from '../../paths';
import type { PlanPrerequisitesData } from './wizard-loaders';

/** The page's own texts (in the catalogue; the spec quotes none). */
export const planPrerequisitesTexts = planAdminMessages.planScreens.prerequisites;

const problemTexts: Record<UnitPrerequisiteProblem, string> = {
  unitRequired: planAdminMessages.planAuthoring.prerequisiteUnitRequired,
  unitInvalid: planAdminMessages.planAuthoring.prerequisiteUnitInvalid,
  waitInvalid: planAdminMessages.planAuthoring.prerequisiteWaitInvalid,
  dateRequired: planAdminMessages.planAuthoring.prerequisiteDateRequired,
};

/** A row as edited: the wait time as typed. */
type Row = Omit<AdminPlanUnit, 'prereq_wait_time'> & { wait: string };

const toRow = (unit: AdminPlanUnit): Row => ({
  ...unit,
  wait: unit.prereq_wait_time === null ? '' : String(unit.prereq_wait_time),
});

/** A row as the rules and the request read it; the wait as a whole number when it is one. */
function toSaved(row: Row) {
  const text = row.wait.trim();
  const wait = /^\d+$/.test(text) ? Number(text) : text === '' ? null : Number.NaN;
  return normalizeUnitPrerequisiteRow({
    unit_id: row.unit_id,
    prereq_type_id: row.prereq_type_id,
    prereq_unit_id: row.prereq_unit_id,
    prereq_wait_time: wait,
    prereq_start_date: row.prereq_start_date,
  });
}

const usesUnit = (type: number) =>
  type === unitPrerequisiteTypes.previousUnit || type === unitPrerequisiteTypes.previousUnitAndTime;
const usesWait = (type: number) =>
  type === unitPrerequisiteTypes.previousUnitAndTime ||
  type === unitPrerequisiteTypes.durationWithCompany ||
  type === unitPrerequisiteTypes.durationInRole;

/** Where the page's edit buttons lead (002 section 2: "/segment-admin/units/{unit_id}/edit?exit=1"). */
export const prerequisiteUnitEditPath = (unitId: number) => `/segment-admin/units/${unitId}/edit?exit=1`;

/**
 * /segment-admin/learning-plan/{id}/units-prerequisites (002 section 2, "Plan units prerequisites overview"):
 * each unit of the plan with its prerequisite type, the unit it waits for (never itself nor a unit that
 * already waits for it) and the wait time; type 0 clears both. Saved together (PUT
 * /plan/{id}/unit/pre-requisites).
 */
export function PlanPrerequisitesPage() {
  const data = useLoaderData() as PlanPrerequisitesData;
  const api = useApi();
  const [rows, setRows] = useState(() => data.units.map(toRow));
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  useEffect(() => setRows(data.units.map(toRow)), [data.units]);
  const planId = data.plan.plan_id;

  function change(unitId: number, next: Partial<Row>) {
    setState('idle');
    setProblems(({ [unitId]: _, ...others }) => others);
    setRows((current) =>
      current.map((row) => {
        if (row.unit_id !== unitId) return row;
        const changed = { ...row, ...next };
        return changed.prereq_type_id === unitPrerequisiteTypes.none
          ? { ...changed, prereq_unit_id: null, wait: '' }
          : changed;
      }),
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = rows.map(toSaved);
    const found: Record<number, string> = {};
    for (const row of saved) {
      const problem = unitPrerequisiteProblem(row, saved);
      if (problem) found[row.unit_id] = problemTexts[problem];
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setState('saving');
    try {
      const answer = await api.savePlanPrerequisites(
        planId,
        saved.map((row) => ({
          ...row,
          prereq_unit_id: row.prereq_unit_id ?? null,
          prereq_wait_time: row.prereq_wait_time ?? null,
          prereq_start_date: row.prereq_start_date ?? null,
        })),
      );
      // The answer is the saved list: no reload, which would also undo anything changed meanwhile.
      setRows(answer.data.map(toRow));
      setState('saved');
    } catch (error) {
      console.warn('Saving prerequisites failed', error);
      setState('failed');
    }
  }

  const unitsPath = paths.wizardStep('plan', planId, 'units', data.exit);
  const choicesOf = (unitId: number) =>
    prerequisiteUnitChoices(
      rows.map((row) => ({ unit_id: row.unit_id, prereq_unit_id: row.prereq_unit_id, name: row.unit_name })),
      unitId,
    );

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">{planPrerequisitesTexts.title}</h1>
        <p className="text-muted-foreground">
          {formatMessage(planPrerequisitesTexts.intro, { plan: data.plan.plan_name })}
        </p>
        <Link className="text-sm font-medium text-primary underline underline-offset-4" to={unitsPath}>
          {planPrerequisitesTexts.backToUnits}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{planPrerequisitesTexts.empty}</p>
      ) : (
        <form noValidate className="grid gap-4" onSubmit={save}>
          <ol className="grid gap-4">
            {rows.map((row) => {
              const name = row.unit_name;
              const problem = problems[row.unit_id];
              return (
                <li key={row.unit_id} className="grid gap-3 rounded-md border border-border p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 className="font-semibold">{name}</h2>
                    <a
                      className="inline-flex min-h-8 items-center rounded-md border border-border px-3 text-sm"
                      href={hashHref(prerequisiteUnitEditPath(row.unit_id))}
                      aria-label={formatMessage(planPrerequisitesTexts.editLabel, { name })}
                    >
                      {planPrerequisitesTexts.edit}
                    </a>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <Select
                      label={formatMessage(planPrerequisitesTexts.type, { name })}
                      options={unitPrerequisiteOptions.map((option) => ({
                        value: String(option.id),
                        label: option.name,
                      }))}
                      value={String(row.prereq_type_id)}
                      onValueChange={(value) =>
                        change(row.unit_id, { prereq_type_id: Number(value) as Row['prereq_type_id'] })
                      }
                    />
                    {usesUnit(row.prereq_type_id) && (
                      <Select
                        label={formatMessage(planPrerequisitesTexts.unit, { name })}
                        placeholder={planPrerequisitesTexts.chooseUnit}
                        options={choicesOf(row.unit_id).map((choice) => ({
                          value: String(choice.unit_id),
                          label: choice.name,
                        }))}
                        value={row.prereq_unit_id === null ? '' : String(row.prereq_unit_id)}
                        onValueChange={(value) =>
                          change(row.unit_id, { prereq_unit_id: value === '' ? null : Number(value) })
                        }
                        errorMessage={
                          problem === problemTexts.unitRequired || problem === problemTexts.unitInvalid
                            ? problem
                            : undefined
                        }
                      />
                    )}
                    {usesWait(row.prereq_type_id) && (
                      <RuledTextField
                        label={formatMessage(planPrerequisitesTexts.wait, { name })}
                        inputMode="numeric"
                        value={row.wait}
                        onChange={(event) => change(row.unit_id, { wait: event.target.value })}
                        errorMessage={problem === problemTexts.waitInvalid ? problem : undefined}
                      />
                    )}
                    {row.prereq_type_id === unitPrerequisiteTypes.customDate && (
                      <DateField
                        label={formatMessage(planPrerequisitesTexts.startDate, { name })}
                        value={row.prereq_start_date}
                        onValueChange={(date) => change(row.unit_id, { prereq_start_date: date })}
                        errorMessage={problem === problemTexts.dateRequired ? problem : undefined}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={state === 'saving'}>
              {planPrerequisitesTexts.save}
            </Button>
            <p role="status" className="text-sm">
              {state === 'saved' && planPrerequisitesTexts.saved}
            </p>
            {state === 'failed' && (
              <p role="alert" className="text-sm text-danger">
                {adminMessages.wizard.saveFailed}
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
