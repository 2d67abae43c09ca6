import { adminMessages, type ExportStatus, exportLimits } from '@segno/domain';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ExportChoice, ExportContext, ExportEvent, ExportFile } from './export.types';

const failed = (job: ExportStatus) => job.error !== null;

/**
 * One export download (001 sections 2 and 4): the admin's choice starts a job on the server (`requesting`),
 * the job is polled every `pollInterval` until its file URL is ready (`polling`), the file is fetched with the
 * session (`fetching`), the pop-up offers it (`ready`) and it is `completed` once downloaded. A failed call or
 * job shows `failed` with a retry that starts a new job. Dismissing at any time ends the machine and tells the
 * server (`dismissJob`) when a job exists; the app releases the fetched file (`releaseFile`). The app provides
 * `requestExport`, `pollExport`, `fetchFile`, `dismissJob` and `releaseFile`.
 */
export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
  },
  actors: {
    requestExport: fromPromise<ExportStatus, ExportChoice>(async () => {
      throw new Error('exportMachine needs a requestExport actor (machine.provide)');
    }),
    pollExport: fromPromise<ExportStatus, { file: string }>(async () => {
      throw new Error('exportMachine needs a pollExport actor (machine.provide)');
    }),
    fetchFile: fromPromise<ExportFile, { file: string; name: string }>(async () => {
      throw new Error('exportMachine needs a fetchFile actor (machine.provide)');
    }),
  },
  actions: {
    dismissJob: (_, _params: { file: string }) => {},
    releaseFile: (_, _params: { file: ExportFile }) => {},
    takeJob: assign({ job: (_, job: ExportStatus) => job }),
    fail: assign({ error: ({ context }) => context.job?.error ?? adminMessages.exports.failed }),
    callFailed: assign({ error: adminMessages.exports.failed }),
  },
  guards: {
    isReady: (_, job: ExportStatus) => job.completed && job.url !== null,
    hasFailed: (_, job: ExportStatus) => failed(job),
    hasJob: ({ context }) => context.job !== undefined,
  },
  delays: {
    pollInterval: exportLimits.pollIntervalMs,
  },
}).createMachine({
  id: 'export',
  context: {},
  initial: 'idle',
  on: {
    'export.dismiss': [
      {
        guard: 'hasJob',
        target: '.dismissed',
        actions: { type: 'dismissJob', params: ({ context }) => ({ file: context.job?.file ?? '' }) },
      },
      { target: '.dismissed' },
    ],
  },
  states: {
    idle: {
      on: {
        'export.start': {
          guard: ({ event }) => event.choice.fields.length > 0,
          target: 'requesting',
          actions: assign({ choice: ({ event }) => event.choice }),
        },
      },
    },
    requesting: {
      entry: assign({ job: undefined, error: undefined }),
      invoke: {
        id: 'requestExport',
        src: 'requestExport',
        input: ({ context }) => context.choice ?? { format: 'csv', fields: [] },
        onDone: [
          {
            guard: { type: 'hasFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: [{ type: 'takeJob', params: ({ event }) => event.output }, 'fail'],
          },
          {
            guard: { type: 'isReady', params: ({ event }) => event.output },
            target: 'fetching',
            actions: { type: 'takeJob', params: ({ event }) => event.output },
          },
          { target: 'polling', actions: { type: 'takeJob', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'callFailed' },
      },
    },
    polling: {
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            id: 'pollExport',
            src: 'pollExport',
            input: ({ context }) => ({ file: context.job?.file ?? '' }),
            onDone: [
              {
                guard: { type: 'hasFailed', params: ({ event }) => event.output },
                target: '#export.failed',
                actions: [{ type: 'takeJob', params: ({ event }) => event.output }, 'fail'],
              },
              {
                guard: { type: 'isReady', params: ({ event }) => event.output },
                target: '#export.fetching',
                actions: { type: 'takeJob', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'takeJob', params: ({ event }) => event.output } },
            ],
            onError: { target: '#export.failed', actions: 'callFailed' },
          },
        },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => ({ file: context.job?.file ?? '', name: context.job?.name ?? '' }),
        onDone: { target: 'ready', actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'callFailed' },
      },
    },
    ready: {
      on: { 'export.download': 'completed' },
    },
    completed: {
      // spec 001 section 4: "then is marked completed"; downloading again is allowed.
      on: { 'export.download': 'completed' },
    },
    failed: {
      on: { 'export.retry': 'requesting' },
    },
    dismissed: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.file) enqueue({ type: 'releaseFile', params: { file: context.file } });
      }),
    },
  },
});
