import { adminMessages, type ExportStatus, exportLimits } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { type PathStep, transitionPaths } from '../testing/transition-paths';
import { exportMachine } from './export.machine';
import type { ExportEvent, ExportFile } from './export.types';

type Snapshot = SnapshotFrom<typeof exportMachine>;
type Step = PathStep<Snapshot>;

const queued: ExportStatus = {
  id: 7,
  file: 'segnocode-abc.csv',
  name: 'segnocode-WELCOME1.csv',
  completed: false,
  dismissed: false,
  url: null,
  rows: 0,
  total: null,
  time: null,
  error: null,
};
const running = { ...queued, rows: 3, total: 6 };
const ready = {
  ...queued,
  completed: true,
  url: '/api/export/segnocode-abc.csv/download',
  rows: 6,
  total: 6,
};
const broken = { ...queued, error: 'disk full' };
const file: ExportFile = { href: 'blob:1', name: 'segnocode-WELCOME1.csv' };

/** The admin's actions, accepted or not in every state. */
const adminEvents: AnyEventObject[] = [
  { type: 'export.start', choice: { format: 'csv', fields: ['externalId'] } },
  { type: 'export.start', choice: { format: 'xls', fields: [] } },
  { type: 'export.download' },
  { type: 'export.retry' },
  { type: 'export.dismiss' },
];
const pollTick = 'xstate.after.pollInterval.export.polling.waiting';

/** The server's possible answers to the call the state runs, and the poll timer. */
function modelEvents(snapshot: Snapshot): AnyEventObject[] {
  const answers = (call: string, outputs: unknown[]) => [
    ...outputs.map((output) => ({ type: `xstate.done.actor.${call}`, output })),
    { type: `xstate.error.actor.${call}`, error: new TypeError('Failed to fetch') },
  ];
  if (snapshot.matches('requesting'))
    return [...adminEvents, ...answers('requestExport', [queued, ready, broken])];
  if (snapshot.matches({ polling: 'waiting' })) return [...adminEvents, { type: pollTick }];
  if (snapshot.matches({ polling: 'checking' }))
    return [...adminEvents, ...answers('pollExport', [running, ready, broken])];
  if (snapshot.matches('fetching')) return [...adminEvents, ...answers('fetchFile', [file])];
  return adminEvents;
}

/** What must hold in every state the export reaches. */
function assertInvariants(snapshot: Snapshot) {
  const { job, file: held, error, choice } = snapshot.context;
  if (!snapshot.matches('idle') && !snapshot.matches('dismissed'))
    expect(choice?.fields.length).toBeGreaterThan(0);
  // a file is offered only for a completed job with its url
  if (snapshot.matches('ready') || snapshot.matches('completed')) {
    expect(job?.completed).toBe(true);
    expect(held).toEqual(file);
  }
  if (snapshot.matches('failed')) expect([broken.error, adminMessages.exports.failed]).toContain(error);
  else if (!snapshot.matches('dismissed')) expect(error).toBeUndefined();
  if (snapshot.matches('polling') || snapshot.matches('fetching')) expect(job).toBeDefined();
  expect(snapshot.can({ type: 'export.download' })).toBe(
    snapshot.matches('ready') || snapshot.matches('completed'),
  );
  expect(snapshot.can({ type: 'export.retry' })).toBe(snapshot.matches('failed'));
  // dismiss works in every state until the machine is done
  if (snapshot.status === 'active') expect(snapshot.can({ type: 'export.dismiss' })).toBe(true);
}

/** Runs one generated path on a real actor: calls settled by hand, time on a simulated clock. */
async function runPath(steps: Step[]) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const call = (id: string) =>
    fromPromise<never>(
      () =>
        new Promise((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const dismissed: string[] = [];
  const released: string[] = [];
  const clock = new SimulatedClock();
  const machine = exportMachine.provide({
    actors: Object.fromEntries(['requestExport', 'pollExport', 'fetchFile'].map((id) => [id, call(id)])),
    actions: {
      dismissJob: (_, { file: name }) => void dismissed.push(name),
      releaseFile: (_, { file: held }) => void released.push(held.href),
    },
  });
  const actor = createActor(machine, { clock }).start();
  for (const { event, state: expected } of steps) {
    const before = actor.getSnapshot();
    if (event.type === pollTick) {
      clock.increment(exportLimits.pollIntervalMs);
    } else if (event.type.startsWith('xstate.')) {
      const [, outcome, , id = ''] = event.type.split('.');
      const settle = pending.get(id);
      pending.delete(id);
      if (outcome === 'done') settle?.resolve(event.output);
      else settle?.reject(event.error);
    } else {
      actor.send(event as ExportEvent);
    }
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(expected.value);
    expect(snapshot.context).toEqual(expected.context);
    assertInvariants(snapshot);
    if (event.type === 'export.dismiss' && before.status === 'active') {
      // the server hears of the job exactly when there is one; a fetched file is released
      expect(dismissed).toEqual(before.context.job ? [before.context.job.file] : []);
      expect(released).toEqual(before.context.file ? [before.context.file.href] : []);
    }
  }
  actor.stop();
}

describe('exportMachine: every transition (model-based)', () => {
  const paths = transitionPaths(exportMachine, {
    events: modelEvents as (snapshot: Snapshot) => ExportEvent[],
  });
  const covered = new Set<string>();

  it('has a bounded graph to walk', () => {
    expect(paths.length).toBeGreaterThan(30);
  });

  it(`runs ${paths.length} paths on the real machine with fake calls and a simulated clock`, async () => {
    for (const steps of paths) {
      await runPath(steps);
      for (const step of steps) covered.add(JSON.stringify(step.state.value));
    }
  });

  it('reaches every state of the machine', () => {
    expect([...covered].sort()).toEqual(
      [
        '"completed"',
        '"dismissed"',
        '"failed"',
        '"fetching"',
        '"idle"',
        '"ready"',
        '"requesting"',
        '{"polling":"checking"}',
        '{"polling":"waiting"}',
      ].sort(),
    );
  });
});
