import { adminMessages, type ExportStatus, exportLimits } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { exportMachine } from './export.machine';
import type { ExportChoice, ExportFile } from './export.types';

const job = (change: Partial<ExportStatus> = {}): ExportStatus => ({
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
  ...change,
});
const ready = job({
  completed: true,
  url: '/api/export/segnocode-abc.csv/download',
  rows: 6,
  total: 6,
  time: 1,
});
const file: ExportFile = { href: 'blob:1', name: 'segnocode-WELCOME1.csv' };
const choice: ExportChoice = { format: 'csv', fields: ['externalId', 'firstName'] };

function start() {
  const clock = new SimulatedClock();
  const requestExport = controlledActor<ExportStatus, ExportChoice>();
  const pollExport = controlledActor<ExportStatus, { file: string }>();
  const fetchFile = controlledActor<ExportFile, { file: string; name: string }>();
  const effects: string[] = [];
  const machine = exportMachine.provide({
    actors: { requestExport: requestExport.actor, pollExport: pollExport.actor, fetchFile: fetchFile.actor },
    actions: {
      dismissJob: (_, { file: name }) => effects.push(`dismissJob ${name}`),
      releaseFile: (_, { file: held }) => effects.push(`releaseFile ${held.href}`),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const state = () => actor.getSnapshot().value;
  return { actor, clock, requestExport, pollExport, fetchFile, effects, state };
}

describe('exportMachine', () => {
  it('requests, polls every second with progress, fetches the file, then completes on download', async () => {
    const { actor, clock, requestExport, pollExport, fetchFile, effects, state } = start();
    expect(state()).toBe('idle');
    actor.send({ type: 'export.start', choice });
    expect(state()).toBe('requesting');
    expect(requestExport.calls).toEqual([choice]);
    requestExport.resolve(job());
    await flush();
    expect(state()).toEqual({ polling: 'waiting' });

    clock.increment(exportLimits.pollIntervalMs - 1);
    expect(pollExport.calls).toHaveLength(0);
    clock.increment(1);
    expect(state()).toEqual({ polling: 'checking' });
    expect(pollExport.calls).toEqual([{ file: 'segnocode-abc.csv' }]);
    pollExport.resolve(job({ rows: 3, total: 6 }));
    await flush();
    expect(state()).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.job).toMatchObject({ rows: 3, total: 6 });

    clock.increment(exportLimits.pollIntervalMs);
    pollExport.resolve(ready);
    await flush();
    expect(state()).toBe('fetching');
    expect(fetchFile.calls).toEqual([{ file: ready.file, name: ready.name }]);
    fetchFile.resolve(file);
    await flush();
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.file).toEqual(file);

    actor.send({ type: 'export.download' });
    expect(state()).toBe('completed');
    expect(pollExport.calls).toHaveLength(2);
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['dismissJob segnocode-abc.csv', 'releaseFile blob:1']);
  });

  it('does not start without a field', () => {
    const { actor, requestExport, state } = start();
    actor.send({ type: 'export.start', choice: { format: 'xls', fields: [] } });
    expect(state()).toBe('idle');
    expect(requestExport.calls).toHaveLength(0);
  });

  it("shows the job's error, and retry starts a new job with the same choice", async () => {
    const { actor, clock, requestExport, pollExport, state } = start();
    actor.send({ type: 'export.start', choice });
    requestExport.resolve(job());
    await flush();
    clock.increment(exportLimits.pollIntervalMs);
    pollExport.resolve(job({ error: 'disk full' }));
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('disk full');
    actor.send({ type: 'export.download' });
    expect(state()).toBe('failed');

    actor.send({ type: 'export.retry' });
    expect(state()).toBe('requesting');
    expect(actor.getSnapshot().context).toMatchObject({ job: undefined, error: undefined });
    expect(requestExport.calls).toEqual([choice, choice]);
  });

  it.each([
    ['request', 'requestExport'],
    ['poll', 'pollExport'],
    ['file fetch', 'fetchFile'],
  ] as const)('shows the generic failure when the %s call fails', async (_, call) => {
    const machine = start();
    const { actor, clock, state } = machine;
    actor.send({ type: 'export.start', choice });
    if (call !== 'requestExport') {
      machine.requestExport.resolve(call === 'fetchFile' ? ready : job());
      await flush();
      clock.increment(exportLimits.pollIntervalMs);
    }
    machine[call].reject(new TypeError('Failed to fetch'));
    await flush();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(adminMessages.exports.failed);
  });

  it('may be dismissed while polling: the server is told, no more polls run', async () => {
    const { actor, clock, requestExport, pollExport, effects } = start();
    actor.send({ type: 'export.start', choice });
    requestExport.resolve(job());
    await flush();
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(exportLimits.pollIntervalMs * 3);
    expect(pollExport.calls).toHaveLength(0);
    expect(effects).toEqual(['dismissJob segnocode-abc.csv']);
  });

  it('dismissed before any job exists calls nothing', () => {
    const { actor, effects } = start();
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([]);
  });

  it('refuses download before the file is ready', async () => {
    const { actor, requestExport, state } = start();
    actor.send({ type: 'export.start', choice });
    expect(actor.getSnapshot().can({ type: 'export.download' })).toBe(false);
    requestExport.resolve(job());
    await flush();
    actor.send({ type: 'export.download' });
    expect(state()).toEqual({ polling: 'waiting' });
  });
});
