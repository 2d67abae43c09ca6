/**
 * System alert authoring (001 sections 3, 4 and 7): one system-wide alert of at most 200 characters, published
 * (alert_status 1) or not (0). Each save is one transaction. No change-log line: the change_log table's
 * object_type check does not allow alerts.
 */
import {
  type AdminAlertResponse,
  type AlertStatus,
  alertSaveAction,
  type alertSaveSchema,
  defaultAlertType,
} from '@segno/domain';
import type { z } from '@segno/domain/zod';
import type { Orm } from '../db/database';
import {
  deleteAlert,
  deleteAlertDismissals,
  findCurrentAlert,
  insertAlert,
  unpublishOtherAlerts,
  updateAlert,
} from '../repositories/admin-alert-repository';
import type { AlertRow } from '../repositories/alert-repository';
import { findAlert } from '../repositories/alert-repository';
import type { ServiceContext } from './service-context';

type ParsedAlertSave = z.output<typeof alertSaveSchema>;

/** The current alert after a save, a delete, or nothing done; or why nothing was done. */
export type AlertSaveResult =
  | { outcome: 'saved' | 'deleted'; current: AdminAlertResponse }
  | { outcome: 'notFound' }
  | { outcome: 'empty' };

const statusOf = (row: AlertRow): AlertStatus => (row.isActive ? 1 : 0);

async function currentAlert(db: Orm): Promise<AdminAlertResponse> {
  const row = await findCurrentAlert(db);
  return {
    data: row
      ? [
          {
            alert_id: row.id,
            alert_text: row.text,
            alert_status: statusOf(row),
            // The spec's one alert type; the table has no column for it.
            alert_type: defaultAlertType,
            created_at: row.createdAt,
            updated_at: row.updatedAt,
          },
        ]
      : [],
  };
}

export function createAdminAlertService({ orm, now }: ServiceContext) {
  return {
    get: (): Promise<AdminAlertResponse> => currentAlert(orm),

    async create(save: ParsedAlertSave): Promise<AlertSaveResult> {
      if (alertSaveAction(null, save.alert_text) === 'refuseEmpty') return { outcome: 'empty' };
      return orm.transaction(async (tx) => {
        const row = await insertAlert(tx, {
          text: save.alert_text,
          isActive: save.alert_status === 1,
          savedAt: now(),
        });
        if (row.isActive) await unpublishOtherAlerts(tx, row.id);
        return { outcome: 'saved', current: await currentAlert(tx) };
      });
    },

    async update(alertId: number, save: ParsedAlertSave): Promise<AlertSaveResult> {
      return orm.transaction(async (tx): Promise<AlertSaveResult> => {
        const row = await findAlert(tx, alertId);
        if (!row) return { outcome: 'notFound' };
        const action = alertSaveAction({ alert_status: statusOf(row) }, save.alert_text);
        if (action === 'refuseEmpty') return { outcome: 'empty' };
        if (action === 'delete') {
          await deleteAlert(tx, alertId);
          return { outcome: 'deleted', current: await currentAlert(tx) };
        }
        const isActive = save.alert_status === 1;
        await updateAlert(tx, alertId, { text: save.alert_text, isActive, savedAt: now() });
        if (isActive) await unpublishOtherAlerts(tx, alertId);
        // A new message, or one published again, reaches the learners who dismissed the old one.
        if (save.alert_text !== row.text || (isActive && !row.isActive))
          await deleteAlertDismissals(tx, alertId);
        return { outcome: 'saved', current: await currentAlert(tx) };
      });
    },

    /** undefined when there is no such alert. */
    async remove(alertId: number): Promise<AdminAlertResponse | undefined> {
      return orm.transaction(async (tx) => {
        if (!(await findAlert(tx, alertId))) return undefined;
        await deleteAlert(tx, alertId);
        return currentAlert(tx);
      });
    },
  };
}

export type AdminAlertService = ReturnType<typeof createAdminAlertService>;
