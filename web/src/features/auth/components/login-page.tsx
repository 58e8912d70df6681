import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { authRoutes } from '@expo/contract/routes/auth';
import { LoginForm } from '../../../components/login-form';
import { call } from '../../../lib/api/api-client';
import {
  adminSessionExpiredUntold,
  forgetAdminSessionExpired,
  saveAdminSession,
} from '../../../lib/session/admin';
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
  // the token was refused or ran out on the last screen: say so here, once
  const [expired] = useState(adminSessionExpiredUntold);
  useEffect(() => {
    forgetAdminSessionExpired();
  }, []);

  return (
    <section className="page page-narrow">
      {expired && (
        <p
          className="message message-error login-session-expired"
          role="alert"
          data-testid="admin-session-expired"
        >
          {authTexts.sessionExpired}
        </p>
      )}
      <LoginForm
        title={authTexts.title}
        idLabel={authTexts.username}
        idName="username"
        inputId="login"
        submitLabel={authTexts.submit}
        pendingLabel={authTexts.submitting}
        login={async (username, password) => {
          saveAdminSession(await call(authRoutes.adminLogin, { body: { username, password } }));
          void navigate(returnPath(location.state), { replace: true });
        }}
      />
    </section>
  );
}
