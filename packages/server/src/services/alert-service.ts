/** The system-wide alert: shown until the learner dismisses it (000, sections 1 and 7). */
import type { ActiveAlertResponse } from '@segno/domain';
import { findActiveAlertFor, findAlert, insertAlertDismissal } from '../repositories/alert-repository';
import type { ServiceContext } from './service-context';

export function createAlertService({ orm, now }: ServiceContext) {
  return {
    async getActiveFor(userId: number): Promise<ActiveAlertResponse> {
      const row = await findActiveAlertFor(orm, userId);
      return {
        data: row
          ? { alert_id: row.id, text: row.text, created_at: row.createdAt, updated_at: row.updatedAt }
          : null,
      };
    },

    /** false when there is no such alert. */
    async dismiss(userId: number, alertId: number): Promise<boolean> {
      return orm.transaction(async (tx) => {
        if (!(await findAlert(tx, alertId))) return false;
        await insertAlertDismissal(tx, userId, alertId, now());
        return true;
      });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
