import { useLocation, useNavigate } from 'react-router-dom';

import { LoginForm } from '../../../components/login-form';
import { saveAdminSession } from '../../../lib/session';
import { loginAdmin } from '../api/login-admin';
import { authTexts } from '../texts';

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return '/users';
}

/** /login: the admin signs in, then returns where the login guard sent them from (else /users). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <section className="page page-narrow">
      <LoginForm
        title={authTexts.title}
        idLabel={authTexts.username}
        idName="username"
        inputId="login"
        submitLabel={authTexts.submit}
        pendingLabel={authTexts.submitting}
        login={async (username, password) => {
          saveAdminSession(await loginAdmin({ username, password }));
          void navigate(returnPath(location.state), { replace: true });
        }}
      />
    </section>
  );
}
