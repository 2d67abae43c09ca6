import { ApiError } from '../../api/api-error';

/**
 * spec 000 section 8: a failed list load is only logged and shown as an empty list, never an error page.
 * A 401 still reaches the error boundary, which signs the learner out.
 */
export async function listOrEmpty<T>(what: string, load: Promise<T>, empty: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    console.warn(`Loading ${what} failed; showing an empty list.`, error);
    return empty;
  }
}
