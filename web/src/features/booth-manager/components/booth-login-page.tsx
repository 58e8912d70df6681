import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { LoginForm } from '../../../components/login-form';
import {
  boothSessionExpiredUntold,
  forgetBoothSessionExpired,
  saveBoothSession,
} from '../../../lib/session/booth';
import { loginBooth } from '../api/login-booth';
import { boothManagerTexts } from '../texts';

/** /booth-login: the booth manager signs in on their phone, then sees the booth's visitors. */
export function BoothLoginPage() {
  const navigate = useNavigate();
  // the booth token was refused on the last screen: say so here, once
  const [expired] = useState(boothSessionExpiredUntold);
  useEffect(() => {
    forgetBoothSessionExpired();
  }, []);

  return (
    <section className="booth-page booth-login">
      {expired && (
        <p
          className="message message-error booth-session-expired"
          role="alert"
          data-testid="booth-session-expired"
        >
          {boothManagerTexts.sessionExpired}
        </p>
      )}
      <LoginForm
        title={boothManagerTexts.loginTitle}
        idLabel={boothManagerTexts.loginId}
        idName="loginId"
        inputId="booth-login"
        submitLabel={boothManagerTexts.login}
        pendingLabel={boothManagerTexts.loggingIn}
        buttonClassName="btn btn-primary btn-block btn-large"
        login={async (loginId, password) => {
          saveBoothSession(await loginBooth({ loginId, password }));
          void navigate('/booth-visits2', { replace: true });
        }}
      />
    </section>
  );
}
