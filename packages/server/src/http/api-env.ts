import type { SignedInUser } from '../services/session-service';

/** Hono's typing for the API: what middleware leaves on the context. */
export type ApiEnv = { Variables: { signedIn: SignedInUser } };
