import { LoginForm } from '@segno/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { writeSession } from '../../api/session-cookies';
import { paths, safeRedirect } from '../../paths';
import { useSignIn } from './use-sign-in';

/** /login: enterprise ID and password, or a single-sign-on `ticket`; then on to `redirecturl`. */
export function LoginRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ticket = searchParams.get('ticket');
  const redirectUrl = safeRedirect(searchParams.get('redirecturl'));
  const [attempt, send] = useSignIn(api);
  const { auth } = attempt;

  useEffect(() => {
    if (ticket) send({ type: 'sign-in.ticket', ticket });
  }, [ticket, send]);

  useEffect(() => {
    if (!auth) return;
    writeSession({ userId: auth.user_id, username: auth.username, session: auth.session });
    navigate(redirectUrl, { replace: true });
  }, [auth, navigate, redirectUrl]);

  return (
    <main className="grid min-h-screen place-items-center bg-background p-4">
      <LoginForm
        defaultUsername={searchParams.get('username') ?? ''}
        errorMessage={attempt.errorMessage}
        isSubmitting={attempt.isSubmitting}
        onSubmit={({ username, password }) => send({ type: 'sign-in.submit', username, password })}
        footer={
          <>
            <Link className="underline" to={paths.termsOfUse()}>
              Terms of use
            </Link>
            <Link className="underline" to={paths.privacyPolicy()}>
              Privacy policy
            </Link>
          </>
        }
      />
    </main>
  );
}
