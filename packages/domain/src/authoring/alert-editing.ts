/**
 * The system alert editor's rules (001 sections 4 and 5): one system-wide alert, at most 200 characters; an
 * empty save deletes a published alert and is refused otherwise. Shared by the server and the editor widget.
 */
import { adminMessages } from '../messages-admin';
import { cleanText } from './field-rules';

/** alert_status: 0 unpublished (learners do not see it), 1 published (001 section 3). */
export const alertStatuses = [0, 1] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** alert_type has one value in the spec, its default. */
export const defaultAlertType = 1;

export type AlertSaveAction = 'create' | 'update' | 'delete' | 'refuseEmpty';

/**
 * What saving `text` does to the current alert (null: none yet). Spec: "saving an empty text on an existing
 * alert with status 1 deletes it"; any other empty save gets the empty message.
 */
export function alertSaveAction(
  current: { alert_status: AlertStatus } | null,
  text: string,
): AlertSaveAction {
  if (cleanText(text) !== '') return current ? 'update' : 'create';
  return current?.alert_status === 1 ? 'delete' : 'refuseEmpty';
}

/** The message an empty save that deletes nothing answers with. */
export const alertEmptyMessage = adminMessages.validation.alertEmpty;
