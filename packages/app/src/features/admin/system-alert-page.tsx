import { type AdminAlertResponse, adminMessages } from '@segno/domain';
import { AlertEditor, type AlertEditorValues } from '@segno/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { SystemAlertData } from './system-alert-loader';

/**
 * /segment-admin/system-alert (001 section 2): the one system-wide alert. A save answers the current alert,
 * which the editor then shows (after a delete: the next latest alert, or none).
 */
export function SystemAlertPage() {
  const api = useApi();
  const loaded = useLoaderData() as SystemAlertData;
  const [alert, setAlert] = useState(loaded.alert);
  const show = ({ data }: AdminAlertResponse) => setAlert(data[0] ?? null);

  async function handleSave(values: AlertEditorValues) {
    show(alert ? await api.saveAlert(alert.alert_id, values) : await api.createAlert(values));
  }

  async function handleDelete() {
    if (alert) show(await api.deleteAlert(alert.alert_id));
  }

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{adminMessages.alert.title}</h1>
      <AlertEditor alert={alert} onSave={handleSave} onDelete={handleDelete} />
    </div>
  );
}
