import { adminMessages, type ChangeLog, formatMessage } from '@segno/domain';

/** One change log line as the server sends it (changeLogSchema): detail holds the changed fields or the status. */
export type ChangeLogEntry = ChangeLog['data'][number];

const statusLabels: Record<string, string> = {
  1: adminMessages.status.draft,
  2: adminMessages.status.published,
  3: adminMessages.status.archived,
};

/** "short_name,description" → "short name, description". */
function fieldList(detail: string): string {
  return detail
    .split(',')
    .map((field) => field.trim().replaceAll('_', ' '))
    .filter(Boolean)
    .join(', ');
}

/** What the line says happened: "Ana Ruiz changed name, description". Archiving reads as a status change. */
export function changeLogEntryText(entry: ChangeLogEntry): string {
  const { actions } = adminMessages.changeLog;
  let action: string;
  if (entry.action === 'create') action = actions.create;
  else if (entry.action === 'update')
    action = formatMessage(actions.update, { fields: fieldList(entry.detail) });
  else {
    const status = entry.action === 'archive' ? adminMessages.status.archived : statusLabels[entry.detail];
    action = formatMessage(actions.status, { status: status ?? entry.detail });
  }
  return formatMessage(adminMessages.changeLog.entry, { user: entry.user_name, action });
}
