import {
  adminHomePath,
  adminMessages,
  manageListPaths,
  visibleWizardSteps,
  wizardButtons,
  wizardExitPath,
} from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { selectWizardButtons, wizardMachine } from './wizard.machine';
import type { WizardInput, WizardSaveInput, WizardSaveOutput } from './wizard.types';

const segmentSteps = visibleWizardSteps('segment', { isNew: false });
const existing: WizardInput = { kind: 'segment', steps: segmentSteps, step: 'edit', isNew: false };
const fresh: WizardInput = { kind: 'segment', steps: ['edit'], step: 'edit', isNew: true };
const values = { name: 'Safety first' };

function start(input: WizardInput) {
  const save = controlledActor<WizardSaveOutput, WizardSaveInput>();
  const actor = createActor(wizardMachine.provide({ actors: { save: save.actor } }), { input }).start();
  return { actor, save, state: () => actor.getSnapshot() };
}

describe('wizardMachine', () => {
  it('starts on the URL step with nothing unsaved', () => {
    const { state } = start({ ...existing, step: 'medals' });
    expect(state().value).toBe('editing');
    expect(state().context).toMatchObject({ step: 'medals', dirty: false });
    expect(state().context.error).toBeUndefined();
  });

  it('continues to the next visible step without saving when nothing changed', () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.continue', values });
    expect(state().value).toBe('editing');
    expect(state().context.step).toBe('content');
    expect(save.calls).toEqual([]);
  });

  it('saves a changed step with its values, then clears dirty and moves on', async () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    expect(state().context.dirty).toBe(true);
    actor.send({ type: 'wizard.continue', values });
    expect(state().value).toBe('saving');
    expect(save.calls).toEqual([{ step: 'edit', values }]);
    expect(selectWizardButtons(state()).busy).toBe(true);
    save.resolve({ id: 7 });
    await flush();
    expect(state().value).toBe('editing');
    expect(state().context).toMatchObject({ step: 'content', dirty: false, pending: undefined });
    expect(selectWizardButtons(state()).busy).toBe(false);
  });

  it('forgets a change the form takes back: continue then does not save', () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.change', dirty: false });
    actor.send({ type: 'wizard.continue', values });
    expect(save.calls).toEqual([]);
    expect(state().context.step).toBe('content');
  });

  it('does nothing on continue from the last step, dirty or not', () => {
    const { actor, save, state } = start({ ...existing, step: 'change-log' });
    expect(state().can({ type: 'wizard.continue' })).toBe(false);
    actor.send({ type: 'wizard.continue' });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    expect(state().value).toBe('editing');
    expect(state().context.step).toBe('change-log');
    expect(save.calls).toEqual([]);
  });

  it('goes back discarding unsaved changes, and has no back on the first step', () => {
    const { actor, save, state } = start({ ...existing, step: 'medals' });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.back' });
    expect(state().context).toMatchObject({ step: 'content', dirty: false });
    actor.send({ type: 'wizard.back' });
    expect(state().context.step).toBe('edit');
    expect(state().can({ type: 'wizard.back' })).toBe(false);
    actor.send({ type: 'wizard.back' });
    expect(state().context.step).toBe('edit');
    expect(save.calls).toEqual([]);
  });

  it('goes to a chosen visible step discarding unsaved changes, and refuses a hidden one', () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.goTo', step: 'status' });
    expect(state().context).toMatchObject({ step: 'status', dirty: false });
    expect(state().can({ type: 'wizard.goTo', step: 'locking' })).toBe(false);
    actor.send({ type: 'wizard.goTo', step: 'locking' });
    expect(state().context.step).toBe('status');
    expect(save.calls).toEqual([]);
  });

  it('saves and closes to admin home, whatever the exit query says', async () => {
    const { actor, save, state } = start({ ...existing, step: 'medals', exit: 1 });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.saveAndClose', values });
    expect(save.calls).toEqual([{ step: 'medals', values }]);
    expect(state().status).toBe('active');
    save.resolve({ id: 7 });
    await flush();
    expect(state().status).toBe('done');
    expect(state().output).toEqual({ type: 'exit', path: adminHomePath });
  });

  it('closes to admin home without saving when save-and-close finds nothing changed', () => {
    const { actor, save, state } = start({ ...existing, exit: 1 });
    actor.send({ type: 'wizard.saveAndClose', values });
    expect(save.calls).toEqual([]);
    expect(state().output).toEqual({ type: 'exit', path: wizardExitPath('segment', undefined) });
  });

  it.each([
    [1, manageListPaths.segment],
    [0, adminHomePath],
    [undefined, adminHomePath],
  ])('closes with exit=%s to %s, discarding changes', (exit, path) => {
    const { actor, save, state } = start({ ...existing, step: 'status', exit });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.close' });
    expect(save.calls).toEqual([]);
    expect(state().status).toBe('done');
    expect(state().output).toEqual({ type: 'exit', path });
  });

  it('creates a new item, shows the success dialog, then opens its edit wizard', async () => {
    const { actor, save, state } = start(fresh);
    actor.send({ type: 'wizard.continue', values });
    expect(state().value).toBe('saving');
    expect(save.calls).toEqual([{ step: 'edit', values }]);
    save.resolve({ id: 42 });
    await flush();
    expect(state().value).toBe('created');
    expect(state().context.createdId).toBe(42);
    expect(state().status).toBe('active');
    actor.send({ type: 'wizard.openCreated' });
    expect(state().status).toBe('done');
    expect(state().output).toEqual({ type: 'openEdit', id: 42 });
  });

  it('offers no save-and-close on a new item', () => {
    const { actor, save, state } = start(fresh);
    actor.send({ type: 'wizard.change', dirty: true });
    expect(state().can({ type: 'wizard.saveAndClose' })).toBe(false);
    actor.send({ type: 'wizard.saveAndClose', values });
    expect(state().value).toBe('editing');
    expect(save.calls).toEqual([]);
  });

  it('opens nothing before the item is created', () => {
    const { actor, state } = start(fresh);
    actor.send({ type: 'wizard.openCreated' });
    expect(state().value).toBe('editing');
  });

  it('keeps the step and the changes when a save fails, shows the error, and retries on the next continue', async () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    save.reject(new Error('Name is already in use.'));
    await flush();
    expect(state().value).toBe('editing');
    expect(state().context).toMatchObject({ step: 'edit', dirty: true, error: 'Name is already in use.' });
    actor.send({ type: 'wizard.continue', values: { name: 'Safety second' } });
    expect(state().value).toBe('saving');
    expect(state().context.error).toBeUndefined();
    expect(save.calls).toEqual([
      { step: 'edit', values },
      { step: 'edit', values: { name: 'Safety second' } },
    ]);
    save.resolve({ id: 7 });
    await flush();
    expect(state().context).toMatchObject({ step: 'content', dirty: false, error: undefined });
  });

  it.each([
    ['a rejection that is not an Error', { status: 500 }],
    ['an Error without a message', new Error('')],
  ])('shows the generic save failure for %s', async (_, error) => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.saveAndClose', values });
    save.reject(error);
    await flush();
    expect(state().status).toBe('active');
    expect(state().context).toMatchObject({
      step: 'edit',
      dirty: true,
      error: adminMessages.wizard.saveFailed,
    });
  });

  it('retries the failed save with the same values, and exits once it succeeds', async () => {
    const { actor, save, state } = start({ ...existing, exit: 1 });
    expect(state().can({ type: 'wizard.retry' })).toBe(false);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.saveAndClose', values });
    save.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(state().can({ type: 'wizard.retry' })).toBe(true);
    actor.send({ type: 'wizard.retry' });
    expect(save.calls).toEqual([
      { step: 'edit', values },
      { step: 'edit', values },
    ]);
    save.resolve({ id: 7 });
    await flush();
    expect(state().output).toEqual({ type: 'exit', path: adminHomePath });
  });

  it('does not retry once the form is back as saved: nothing left to save', async () => {
    const { actor, save, state } = start(existing);
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    save.reject(new Error('Offline'));
    await flush();
    actor.send({ type: 'wizard.change', dirty: false });
    expect(state().can({ type: 'wizard.retry' })).toBe(false);
    actor.send({ type: 'wizard.retry' });
    expect(save.calls).toHaveLength(1);
    // continue now moves on without saving, and the old error goes
    actor.send({ type: 'wizard.continue', values });
    expect(state().context).toMatchObject({ step: 'content', error: undefined });
    expect(save.calls).toHaveLength(1);
  });

  it('leaves no error behind when closing after a failed save', async () => {
    const { actor, save, state } = start({ ...existing, step: 'status' });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    save.reject(new Error('Offline'));
    await flush();
    actor.send({ type: 'wizard.close' });
    expect(state().status).toBe('done');
    expect(state().context).toMatchObject({ dirty: false, error: undefined });
    expect(save.calls).toHaveLength(1);
  });

  it('retries a failed creation', async () => {
    const { actor, save, state } = start(fresh);
    actor.send({ type: 'wizard.continue', values });
    save.reject(new Error('Offline'));
    await flush();
    expect(state().value).toBe('editing');
    expect(state().context.createdId).toBeUndefined();
    actor.send({ type: 'wizard.retry' });
    save.resolve({ id: 5 });
    await flush();
    expect(state().value).toBe('created');
    expect(state().context.createdId).toBe(5);
  });

  it('clears a failed save when going back', async () => {
    const { actor, save, state } = start({ ...existing, step: 'content' });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    save.reject(new Error('Offline'));
    await flush();
    actor.send({ type: 'wizard.back' });
    expect(state().context).toMatchObject({
      step: 'edit',
      dirty: false,
      error: undefined,
      pending: undefined,
    });
    expect(state().can({ type: 'wizard.retry' })).toBe(false);
  });

  it('ignores every button while saving: one save at a time', async () => {
    const { actor, save, state } = start({ ...existing, step: 'medals' });
    actor.send({ type: 'wizard.change', dirty: true });
    actor.send({ type: 'wizard.continue', values });
    for (const event of [
      { type: 'wizard.continue', values },
      { type: 'wizard.saveAndClose', values },
      { type: 'wizard.back' },
      { type: 'wizard.goTo', step: 'edit' },
      { type: 'wizard.close' },
      { type: 'wizard.retry' },
      { type: 'wizard.change', dirty: false },
    ] as const) {
      expect(state().can(event)).toBe(false);
      actor.send(event);
    }
    expect(state().value).toBe('saving');
    expect(save.calls).toHaveLength(1);
    save.resolve({ id: 7 });
    await flush();
    expect(state().context).toMatchObject({ step: 'users', dirty: false });
  });

  describe('wizard.setSteps', () => {
    const content = visibleWizardSteps('content', { isNew: false, isCompliance: true });
    const plainContent = visibleWizardSteps('content', { isNew: false });

    it('keeps the current step when it stays visible', () => {
      const { actor, state } = start({ kind: 'content', steps: plainContent, step: 'tags', isNew: false });
      actor.send({ type: 'wizard.change', dirty: true });
      actor.send({ type: 'wizard.setSteps', steps: content });
      expect(state().context).toMatchObject({ steps: content, step: 'tags', dirty: true });
    });

    it('moves to the nearest earlier visible step when the current one hides', () => {
      const { actor, state } = start({ kind: 'content', steps: content, step: 'add-learner', isNew: false });
      actor.send({ type: 'wizard.setSteps', steps: plainContent });
      // map-responsibilities hides too, and skill-mapping is off: tags is the nearest before
      expect(state().context.step).toBe('tags');
      expect(state().context.steps).toEqual(plainContent);
    });

    it('refuses an empty step list', () => {
      const { actor, state } = start(existing);
      expect(state().can({ type: 'wizard.setSteps', steps: [] })).toBe(false);
      actor.send({ type: 'wizard.setSteps', steps: [] });
      expect(state().context.steps).toEqual(segmentSteps);
    });

    it('applies while saving, and the save then moves on from the kept step', async () => {
      const { actor, save, state } = start({
        kind: 'content',
        steps: plainContent,
        step: 'edit',
        isNew: false,
      });
      actor.send({ type: 'wizard.change', dirty: true });
      actor.send({ type: 'wizard.continue', values });
      actor.send({ type: 'wizard.setSteps', steps: content });
      expect(state().context.steps).toEqual(content);
      save.resolve({ id: 3 });
      await flush();
      expect(state().context.step).toBe('launch-and-expiration');
    });
  });

  describe('selectWizardButtons', () => {
    it.each(segmentSteps)('gives the domain buttons of step %s', (step) => {
      const { state } = start({ ...existing, step });
      expect(selectWizardButtons(state())).toEqual({
        ...wizardButtons(segmentSteps, step, false),
        busy: false,
      });
    });

    it('gives a new item the domain buttons', () => {
      const { state } = start(fresh);
      expect(selectWizardButtons(state())).toEqual({ ...wizardButtons(['edit'], 'edit', true), busy: false });
    });
  });
});
