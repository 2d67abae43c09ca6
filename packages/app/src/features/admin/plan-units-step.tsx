import {
  type AdminPlanUnit,
  adminMessages,
  errorBodySchema,
  formatMessage,
  planAdminMessages,
  wizardStepPath,
} from '@segno/domain';
import {
  AddUnitDialog,
  type AddUnitFinds,
  type AddUnitSearchChoice,
  Button,
  DataTable,
  dataTableCellClass,
  dataTableRowClass,
} from '@segno/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { hashHref, paths } from '../../paths';

/** The units step's own texts (in the catalogue; the spec quotes none). */
export const planUnitsTexts = planAdminMessages.planScreens.units;

const statusNames = {
  1: adminMessages.status.draft,
  2: adminMessages.status.published,
  3: adminMessages.status.archived,
} as const;

const dialogTexts = planAdminMessages.addUnitDialog;

/** spec 002 section 2: editing a unit from the plan's units returns there with exit 2 (exit=0) or 3 (exit=1). */
export function planUnitEditPath(unitId: number, planId: number, exit: number | undefined): string {
  return `/segment-admin/units/${unitId}/edit/plan/${planId}?exit=${exit === 1 ? 3 : 2}`;
}

/**
 * What the dialog shows of a refused change: the server's words for a refusal (409 not published, 400 a taken or
 * short name, 404 a unit gone); undefined for any other failure, which is only logged (002 section 8).
 */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || ![400, 404, 409].includes(error.status)) return undefined;
  const body = errorBodySchema.safeParse(error.body);
  return error.issues?.[0]?.message ?? (body.success ? body.data.error.message : undefined);
}

export type PlanUnitsStepProps = {
  planId: number;
  /** The plan's units in order. */
  units: readonly AdminPlanUnit[];
  exit: number | undefined;
};

/**
 * The plan wizard's units step (002 section 2): the plan's units in order, moved up or down (the whole order is
 * sent), removed, edited in the unit editor; the add-unit dialog adds a blank unit (in the unit editor), existing
 * units or a copy of one. Changes apply at once; continue only moves on.
 */
export function PlanUnitsStep({ planId, units: loaded, exit }: PlanUnitsStepProps) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [units, setUnits] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setUnits(loaded), [loaded]);

  async function change(update: () => Promise<{ data: AdminPlanUnit[] }>) {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await update();
      setUnits(data);
      await revalidator.revalidate();
    } catch (error) {
      console.warn('Plan units change failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  /** The dialog's finds: existing units leave out the plan's own; any unit not archived may be copied. */
  async function loadUnits(
    term: string,
    choice: AddUnitSearchChoice,
    signal: AbortSignal,
  ): Promise<AddUnitFinds> {
    const found =
      choice === 'existing'
        ? await api.searchUnitsNotInPlan(planId, term, signal)
        : await api.searchUnitsToCopy(term, signal);
    return {
      units: found.data.map((unit) => ({
        id: unit.unit_id,
        name: unit.unit_name,
        detail: statusNames[unit.unit_status_id],
      })),
      total: found.total,
    };
  }

  /** A dialog's send: the plan's units as they are now, or the server's refusal to show in the dialog. */
  async function send(update: () => Promise<{ data: AdminPlanUnit[] }>): Promise<string | undefined> {
    try {
      const { data } = await update();
      setUnits(data);
    } catch (error) {
      // spec 002 section 8: a failed plan add or copy is only logged; a refusal (not published, name) is shown.
      console.warn('Adding a unit to the plan failed', error);
      const refusal = refusalOf(error);
      if (refusal === undefined) throw error;
      return refusal;
    }
    await revalidator.revalidate();
    return undefined;
  }

  function move(index: number, by: -1 | 1) {
    const order = units.map((unit) => unit.unit_id);
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    void change(() => api.orderPlanUnits(planId, order));
  }

  return (
    <section aria-labelledby="plan-units-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-units-title" className="text-lg font-semibold">
          {planUnitsTexts.title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <AddUnitDialog
            trigger={<Button disabled={busy}>{dialogTexts.open}</Button>}
            loadUnits={loadUnits}
            // spec 002 section 2: the new unit's editor returns to these units with exit 2 (exit=0) or 3 (exit=1).
            onAddBlank={() => navigate(paths.unitEditor({ planId, exit: exit === 1 ? 3 : 2 }))}
            onAddExisting={(unitIds) => send(() => api.addPlanUnits(planId, unitIds))}
            onCopy={(unitId, newName) => send(() => api.copyPlanUnit(planId, unitId, newName))}
          />
          <Link
            className="text-sm font-medium text-primary underline underline-offset-4"
            to={`${wizardStepPath('plan', planId, 'units-prerequisites')}${exit === undefined ? '' : `?exit=${exit}`}`}
          >
            {planUnitsTexts.prerequisites}
          </Link>
        </div>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {adminMessages.wizard.saveFailed}
        </p>
      )}
      {units.length === 0 ? (
        <p className="text-muted-foreground">{dialogTexts.stepEmpty}</p>
      ) : (
        <DataTable caption={planUnitsTexts.title} columns={[...planUnitsTexts.columns]}>
          {units.map((unit, index) => (
            <tr key={unit.unit_id} className={dataTableRowClass}>
              <td className={dataTableCellClass}>{index + 1}</td>
              <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
                {unit.unit_name}
              </th>
              <td className={dataTableCellClass}>{statusNames[unit.unit_status_id]}</td>
              <td className={`${dataTableCellClass} flex flex-wrap gap-2`}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy || index === 0}
                  aria-label={formatMessage(planUnitsTexts.moveUp, { name: unit.unit_name })}
                  onClick={() => move(index, -1)}
                >
                  {planUnitsTexts.up}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy || index === units.length - 1}
                  aria-label={formatMessage(planUnitsTexts.moveDown, { name: unit.unit_name })}
                  onClick={() => move(index, 1)}
                >
                  {planUnitsTexts.down}
                </Button>
                <a
                  className="inline-flex min-h-8 items-center rounded-md border border-border px-3 text-sm"
                  href={hashHref(planUnitEditPath(unit.unit_id, planId, exit))}
                  aria-label={formatMessage(planUnitsTexts.editLabel, { name: unit.unit_name })}
                >
                  {planUnitsTexts.edit}
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={formatMessage(planUnitsTexts.removeLabel, { name: unit.unit_name })}
                  onClick={() => void change(() => api.removePlanUnit(planId, unit.unit_id))}
                >
                  {adminMessages.lists.remove}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
