import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';

/** The frame of the pages anyone may read, signed in or not. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
      <p className="text-xl font-bold text-primary">Segno</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="grid gap-3 leading-relaxed">{children}</div>
      <p>
        <Link className="underline" to={paths.dashboardHome()}>
          Back to Segno
        </Link>
      </p>
    </main>
  );
}
