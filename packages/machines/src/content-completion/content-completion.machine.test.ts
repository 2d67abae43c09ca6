import { type CompletionResponse, messages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { contentCompletionMachine } from './content-completion.machine';
import type { CompletionContent, SendRatingInput, SubmitCompletionInput } from './content-completion.types';

const documentContent: CompletionContent = {
  content_id: 7,
  type: 11,
  points: 5,
  is_locked: false,
  restriction: null,
  prerequisites: { rule: null, needed: 0, items: [] },
};
const codeContent: CompletionContent = { ...documentContent, content_id: 8, type: 6 };
const checklistContent: CompletionContent = { ...documentContent, content_id: 9, type: 5 };

const earned: CompletionResponse = {
  points: 5,
  completed: true,
  error: 0,
  msg: '',
  badges: [{ badge_id: 2, name: 'Reader' }],
  medals: [{ medal_id: 1, level: 1, name: 'Bronze', segment_id: 1, segment_name: 'Safety first' }],
  level: 3,
};

/** A remote call the test settles by hand, recording what it was asked. */
function start(content: CompletionContent = documentContent) {
  const submit = controlledActor<CompletionResponse, SubmitCompletionInput>();
  const rating = controlledActor<unknown, SendRatingInput>();
  const refreshed: number[] = [];
  const machine = contentCompletionMachine.provide({
    actors: { submitCompletion: submit.actor, sendRating: rating.actor },
    actions: { refreshStats: () => refreshed.push(1) },
  });
  const actor = createActor(machine, { input: { content } }).start();
  return { actor, submit, rating, refreshed, state: () => actor.getSnapshot() };
}

describe('contentCompletionMachine: before submitting', () => {
  it('shows the prerequisites of a locked content and leaves back to the previous view', async () => {
    const items = [
      { content_id: 1, name: 'Intro', is_complete: true },
      { content_id: 2, name: 'Safety', is_complete: false },
      { content_id: 3, name: 'Tools', is_complete: false },
    ];
    const { actor, state } = start({
      ...documentContent,
      is_locked: true,
      prerequisites: { rule: 2, needed: 2, items },
    });
    expect(state().value).toBe('locked');
    expect(state().context.lockedRuleText).toBe('Complete 2 of these first:');
    actor.send({ type: 'completion.document-read' });
    expect(state().value).toBe('locked');
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.leave' });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'left' });
  });

  it("uses the 'all of' rule when every prerequisite is needed", () => {
    const items = [{ content_id: 1, name: 'Intro', is_complete: false }];
    const { state } = start({
      ...documentContent,
      is_locked: true,
      prerequisites: { rule: null, needed: 1, items },
    });
    expect(state().context.lockedRuleText).toBe(messages.completion.lockedAllOf);
  });

  it.each([
    ['genericUser', messages.restrictions.genericUser],
    ['offTheClock', messages.restrictions.offTheClockContent],
  ] as const)('refuses a %s submission with its message; cancel leaves', async (restriction, text) => {
    const { actor, submit, state } = start({ ...documentContent, restriction });
    expect(state().value).toBe('restricted');
    expect(state().context.restrictionMessage).toBe(text);
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit' });
    expect(state().value).toBe('restricted');
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'completion.leave' });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'left' });
  });

  it('keeps submit disabled until the content is finished', () => {
    const { actor, submit, state } = start();
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.submit' });
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'completion.leave' });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
  });

  it.each(['completion.video-ended', 'completion.document-read', 'completion.link-opened'] as const)(
    '%s finishes a played content',
    (type) => {
      const { actor, state } = start();
      actor.send({ type });
      expect(state().matches({ taking: 'finished' })).toBe(true);
      expect(state().can({ type: 'completion.submit' })).toBe(true);
    },
  );

  it('finishes a segnocode content only with a valid code', () => {
    const { actor, state } = start(codeContent);
    actor.send({ type: 'completion.document-read' });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    actor.send({ type: 'completion.code-entered', segnocode: '' });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    expect(state().context.codeError).toBeUndefined();
    actor.send({ type: 'completion.code-entered', segnocode: 'AB-12' });
    expect(state().context.codeError).toBe(messages.validation.invalidSegnocode);
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.code-entered', segnocode: ' ab12 ' });
    expect(state().matches({ taking: 'finished' })).toBe(true);
    expect(state().context).toMatchObject({ segnocode: 'ab12', codeError: undefined });
    actor.send({ type: 'completion.code-entered', segnocode: 'a b' });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    expect(state().context.segnocode).toBeUndefined();
  });

  it('finishes a checklist only while every item is checked', () => {
    const { actor, state } = start(checklistContent);
    actor.send({ type: 'completion.link-opened' });
    actor.send({ type: 'completion.checklist-changed', allChecked: false });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    actor.send({ type: 'completion.checklist-changed', allChecked: true });
    expect(state().can({ type: 'completion.submit' })).toBe(true);
    actor.send({ type: 'completion.checklist-changed', allChecked: false });
    expect(state().can({ type: 'completion.submit' })).toBe(false);
  });

  it('ignores code and checklist events on other contents', () => {
    const { actor, state } = start();
    actor.send({ type: 'completion.code-entered', segnocode: 'AB12' });
    actor.send({ type: 'completion.checklist-changed', allChecked: true });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
  });
});

describe('contentCompletionMachine: submitting', () => {
  it('submits score 1 with the rating, once, then shows the reward and refreshes stats', async () => {
    const { actor, submit, refreshed, state } = start();
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit', rating: 4 });
    expect(state().value).toBe('submitting');
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.submit' });
    expect(submit.calls).toEqual([{ score: 1, rating: 4 }]);
    submit.resolve(earned);
    await flush();
    expect(state().value).toBe('completed');
    expect(state().context.reward).toEqual({
      points: 5,
      pointsMessage: 'Congratulations! You earned 5 points.',
      badges: earned.badges,
      medals: earned.medals,
      level: 3,
    });
    expect(refreshed).toHaveLength(1);
  });

  it.each([
    [0, messages.completion.retake],
    [1, messages.completion.onePoint],
  ])('shows the right message for %i points', async (points, text) => {
    const { actor, submit, state } = start();
    actor.send({ type: 'completion.video-ended' });
    actor.send({ type: 'completion.submit' });
    expect(submit.calls).toEqual([{ score: 1 }]);
    submit.resolve({ ...earned, points, badges: [], medals: [], level: null });
    await flush();
    expect(state().context.reward?.pointsMessage).toBe(text);
  });

  it('sends the segnocode of a code content', () => {
    const { actor, submit } = start(codeContent);
    actor.send({ type: 'completion.code-entered', segnocode: 'XY9' });
    actor.send({ type: 'completion.submit' });
    expect(submit.calls).toEqual([{ score: 1, segnocode: 'XY9' }]);
  });

  it('sends a rating given when the reward popup closes, then ends at the parent view', async () => {
    const { actor, submit, rating, state } = start();
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit' });
    submit.resolve(earned);
    await flush();
    actor.send({ type: 'completion.close', rating: 5 });
    expect(state().value).toBe('sendingRating');
    expect(rating.calls).toEqual([{ rating: 5 }]);
    rating.resolve({ value: 5, rating: 4.5 });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'done' });
  });

  it('ends without a rating call when none was given, and still ends when the rating fails', async () => {
    const plain = start();
    plain.actor.send({ type: 'completion.document-read' });
    plain.actor.send({ type: 'completion.submit' });
    plain.submit.resolve(earned);
    await flush();
    plain.actor.send({ type: 'completion.close' });
    await expect(toPromise(plain.actor)).resolves.toEqual({ outcome: 'done' });
    expect(plain.rating.calls).toHaveLength(0);

    const failing = start();
    failing.actor.send({ type: 'completion.document-read' });
    failing.actor.send({ type: 'completion.submit' });
    failing.submit.resolve(earned);
    await flush();
    failing.actor.send({ type: 'completion.close', rating: 2 });
    failing.rating.reject(new Error('offline'));
    await expect(toPromise(failing.actor)).resolves.toEqual({ outcome: 'done' });
  });

  it('shows the completion warning when not completed without error, then allows a new submit', async () => {
    const { actor, submit, refreshed, state } = start();
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit' });
    submit.resolve({ ...earned, completed: false, points: 0, badges: [], medals: [] });
    await flush();
    expect(state().value).toBe('notCompleted');
    expect(state().context.warningMessage).toBe(messages.completion.notCompleted);
    expect(refreshed).toHaveLength(0);
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.dismiss' });
    expect(state().matches({ taking: 'finished' })).toBe(true);
    expect(state().context.warningMessage).toBeUndefined();
  });

  it("clears the segnocode on error 1 and shows the server's msg under the error title", async () => {
    const { actor, submit, refreshed, state } = start(codeContent);
    actor.send({ type: 'completion.code-entered', segnocode: 'WRONG1' });
    actor.send({ type: 'completion.submit' });
    submit.resolve({ ...earned, completed: false, error: 1, msg: 'That code does not match.' });
    await flush();
    expect(state().value).toBe('error');
    expect(state().context).toMatchObject({
      segnocode: undefined,
      errorTitle: 'Oops. Something went wrong.',
      errorMessage: 'That code does not match.',
    });
    expect(refreshed).toHaveLength(0);
    expect(state().can({ type: 'completion.submit' })).toBe(false);
    actor.send({ type: 'completion.dismiss' });
    expect(state().matches({ taking: 'consuming' })).toBe(true);
    expect(state().can({ type: 'completion.submit' })).toBe(false);
  });

  it('treats a failed call as an error with the generic message and returns to finished', async () => {
    const { actor, submit, state } = start();
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit' });
    submit.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(state().value).toBe('error');
    expect(state().context.errorMessage).toBe(messages.errors.generic);
    actor.send({ type: 'completion.dismiss' });
    expect(state().matches({ taking: 'finished' })).toBe(true);
    expect(state().context.errorMessage).toBeUndefined();
  });

  it('submits again at once on retry after the warning, keeping the rating', async () => {
    const { actor, submit, state } = start();
    actor.send({ type: 'completion.document-read' });
    actor.send({ type: 'completion.submit', rating: 3 });
    submit.resolve({ ...earned, completed: false, points: 0, badges: [], medals: [] });
    await flush();
    actor.send({ type: 'completion.retry' });
    expect(state().value).toBe('submitting');
    expect(submit.calls).toEqual([
      { score: 1, rating: 3 },
      { score: 1, rating: 3 },
    ]);
    submit.resolve(earned);
    await flush();
    expect(state().value).toBe('completed');
  });

  it('retries after an error, except on a code content whose code was cleared', async () => {
    const played = start();
    played.actor.send({ type: 'completion.document-read' });
    played.actor.send({ type: 'completion.submit' });
    played.submit.reject(new Error('500'));
    await flush();
    expect(played.state().can({ type: 'completion.retry' })).toBe(true);
    played.actor.send({ type: 'completion.retry' });
    expect(played.submit.calls).toHaveLength(2);

    const coded = start(codeContent);
    coded.actor.send({ type: 'completion.code-entered', segnocode: 'WRONG1' });
    coded.actor.send({ type: 'completion.submit' });
    coded.submit.resolve({ ...earned, completed: false, error: 1, msg: 'No.' });
    await flush();
    expect(coded.state().can({ type: 'completion.retry' })).toBe(false);
    coded.actor.send({ type: 'completion.retry' });
    expect(coded.state().value).toBe('error');
    expect(coded.submit.calls).toHaveLength(1);
  });
});
