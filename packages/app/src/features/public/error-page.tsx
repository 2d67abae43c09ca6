import { messages } from '@segno/domain';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../paths';

export type ErrorPageState = { isMemory?: boolean };

/** /error: where 400, 404 and 5xx answers lead (000, section 8). */
export function ErrorPage() {
  const state = useLocation().state as ErrorPageState | null;
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{messages.errors.generic}</h1>
      {state?.isMemory && <p>{messages.errors.memory}</p>}
      <p>
        <Link className="underline" to={paths.dashboardHome()}>
          Back to my learning
        </Link>
      </p>
    </main>
  );
}
