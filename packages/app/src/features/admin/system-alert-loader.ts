import type { AdminAlert } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';

/** The screen's address (001 section 2). */
export const systemAlertPath = '/segment-admin/system-alert';

export type SystemAlertData = { alert: AdminAlert | null };

/** /segment-admin/system-alert: the current alert, published or not (the parent route checked the role). */
export function createSystemAlertLoader(api: ApiClient) {
  return async function systemAlertLoader({ request }: LoaderFunctionArgs): Promise<SystemAlertData> {
    const { data } = await api.getAdminAlert(request.signal);
    return { alert: data[0] ?? null };
  };
}
