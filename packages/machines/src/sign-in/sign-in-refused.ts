export type SignInCredentials = { username: string; password: string } | { ticket: string };

/**
 * Thrown by the `authenticate` actor when the server refuses; `reason` is its Auth-Response text. A module of its
 * own: the app's API client throws it without bringing the machine (and XState) into the first load.
 */
export class SignInRefused extends Error {
  constructor(readonly reason?: string) {
    super(reason ?? 'Sign-in refused');
    this.name = 'SignInRefused';
  }
}
