import { type AuthResponse, messages } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { signInMachine } from './sign-in.machine';
import { type SignInCredentials, SignInRefused } from './sign-in-refused';

const auth: AuthResponse = {
  user_id: 3,
  username: 'learner',
  session: 'token',
  user: {
    user_id: 3,
    username: 'learner',
    first_name: 'Lena',
    last_name: 'Park',
    roles: [1],
    user_prefs: { show_redesign_splash: true },
    loginsso_url: null,
    profile_img: null,
    score: 10,
    segno_score: 10,
    badge_count: 0,
    bronze_count: 0,
    silver_count: 0,
    gold_count: 0,
    level: 1,
    current_rank: 1,
    rank_out_of: 1,
    rank_change: 0,
  },
};

/** An authenticate actor the test settles by hand, recording what it was asked. */
function start() {
  const authenticate = controlledActor<AuthResponse, SignInCredentials>();
  const actor = createActor(signInMachine.provide({ actors: { authenticate: authenticate.actor } })).start();
  return { actor, authenticate };
}

describe('signInMachine', () => {
  it('signs in with a password and ends with the server answer as output', async () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'demo' });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(authenticate.calls).toEqual([{ username: 'learner', password: 'demo' }]);
    authenticate.resolve(auth);
    await expect(toPromise(actor)).resolves.toEqual(auth);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.credentials).toBeUndefined();
  });

  it('signs in with a single-sign-on ticket', async () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.ticket', ticket: 'abc.def' });
    expect(authenticate.calls).toEqual([{ ticket: 'abc.def' }]);
    authenticate.resolve(auth);
    await expect(toPromise(actor)).resolves.toEqual(auth);
  });

  it("shows the server's Auth-Response text when it refuses", async () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'wrong' });
    authenticate.reject(new SignInRefused('Invalid enterprise ID or password.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorMessage).toBe('Invalid enterprise ID or password.');
    expect(actor.getSnapshot().context.credentials).toBeUndefined();
  });

  it.each([
    ['a refusal without a reason', new SignInRefused()],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('falls back to the access-rights message for %s', async (_, error) => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'wrong' });
    authenticate.reject(error);
    await flush();
    expect(actor.getSnapshot().context.errorMessage).toBe(messages.login.accessDenied);
  });

  it('tries again after a failure and clears the old message', async () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'wrong' });
    authenticate.reject(new SignInRefused('Nope'));
    await flush();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'demo' });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(actor.getSnapshot().context.errorMessage).toBeUndefined();
    authenticate.resolve(auth);
    await expect(toPromise(actor)).resolves.toEqual(auth);
  });

  it('ignores a second submit while one is under way', () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'demo' });
    expect(actor.getSnapshot().can({ type: 'sign-in.submit', username: 'x', password: 'y' })).toBe(false);
    actor.send({ type: 'sign-in.submit', username: 'x', password: 'y' });
    expect(authenticate.calls).toHaveLength(1);
  });

  it('accepts nothing once signed in', async () => {
    const { actor, authenticate } = start();
    actor.send({ type: 'sign-in.submit', username: 'learner', password: 'demo' });
    authenticate.resolve(auth);
    await toPromise(actor);
    actor.send({ type: 'sign-in.submit', username: 'x', password: 'y' });
    expect(authenticate.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });
});
