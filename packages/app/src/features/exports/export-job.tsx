import type { ExportStatus } from '@segno/domain';
import { type ExportChoice, exportMachine } from '@segno/machines';
import { ExportProgressDialog, type ExportProgressState } from '@segno/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';

export type ExportJobProps = {
  choice: ExportChoice;
  /** Starts the job on the server (GET /{kind}/{id}/export). */
  requestExport: (choice: ExportChoice) => Promise<ExportStatus>;
  /** The pop-up was dismissed. */
  onClose: () => void;
};

/**
 * Follows one export job with the export machine (001 section 4): starts it with the admin's choice, polls
 * until the file is ready, fetches it with the session into an object URL, and shows the download pop-up with
 * progress. Closing the pop-up dismisses the job and releases the file. Mount it again (a new `key`) for another
 * export.
 */
export function ExportJob({ choice, requestExport, onClose }: ExportJobProps) {
  const api = useApi();
  const [machine] = useState(() =>
    exportMachine.provide({
      actors: {
        requestExport: fromPromise(({ input }) => requestExport(input)),
        pollExport: fromPromise(({ input }) => api.pollExport(input.file)),
        fetchFile: fromPromise(async ({ input }) => ({
          href: URL.createObjectURL(await api.downloadExport(input.file)),
          name: input.name,
        })),
      },
      actions: {
        // Fire and forget: the pop-up is already gone, and a failed dismissal only leaves the job listed.
        dismissJob: (_, { file }) => void api.dismissExport(file).catch(() => {}),
        releaseFile: (_, { file }) => URL.revokeObjectURL(file.href),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the job starts once, with the choice it was mounted for
  useEffect(() => {
    send({ type: 'export.start', choice });
  }, []);

  const isDone = snapshot.status === 'done';
  useEffect(() => {
    if (isDone) onClose();
  }, [isDone, onClose]);
  if (isDone || snapshot.matches('idle')) return null;

  const { job, file, error } = snapshot.context;
  const state = (snapshot.matches('polling') ? 'polling' : String(snapshot.value)) as ExportProgressState;
  return (
    <ExportProgressDialog
      state={state}
      rows={job?.rows}
      total={job?.total}
      href={file?.href}
      fileName={file?.name}
      error={error}
      onDownload={() => send({ type: 'export.download' })}
      onRetry={() => send({ type: 'export.retry' })}
      onDismiss={() => send({ type: 'export.dismiss' })}
    />
  );
}
