import type { AdminUnit, UnitContentItem } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { requireSession } from '../auth/require-session';
import { idParam } from '../content/content-place';

/** Where the editor was opened: inside a plan or not, and the exit code it closes with (`unitExitPath`). */
export type UnitEditorPlace = { planId: number | undefined; exit: number | undefined };

export type UnitEditorData = UnitEditorPlace &
  (
    | { kind: 'new' }
    | { kind: 'edit'; unit: AdminUnit; contents: UnitContentItem[] }
    | { kind: 'notFound'; unitId: number }
  );

/** The place of /segment-admin/units/... : the plan in the path and `?exit=N`. */
export function readUnitEditorPlace({ request, params }: LoaderFunctionArgs): UnitEditorPlace {
  const exitText = new URL(request.url).searchParams.get('exit');
  const exit = exitText === null || exitText.trim() === '' ? undefined : Number(exitText);
  return { planId: idParam(params, 'plan_id'), exit: Number.isInteger(exit) ? exit : undefined };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /segment-admin/units/new, /units/new/plan/{plan_id}, /units/{unit_id}/edit and /units/{unit_id}/edit/plan/
 * {plan_id} (002 section 2): a new unit needs nothing; an existing one reads the admin's unit (its tree) and its
 * contents (names, points and types for the editor). A unit that does not exist is a page of its own.
 */
export function createUnitEditorLoader(api: ApiClient) {
  return async function unitEditorLoader(args: LoaderFunctionArgs): Promise<UnitEditorData> {
    requireSession(args.request);
    const place = readUnitEditorPlace(args);
    const unitId = idParam(args.params, 'unit_id');
    if (unitId === undefined) return { kind: 'new', ...place };
    const signal = args.request.signal;
    try {
      const [unit, contents] = await Promise.all([
        api.getAdminUnit(unitId, signal),
        // An archived unit's contents are not read (the learner's call): its tree shows without their names.
        api.getUnitContents(unitId, signal).catch((error: unknown) => {
          if (isNotFound(error)) return { data: [] };
          throw error;
        }),
      ]);
      return { kind: 'edit', unit, contents: contents.data, ...place };
    } catch (error) {
      if (isNotFound(error)) return { kind: 'notFound', unitId, ...place };
      throw error;
    }
  };
}
