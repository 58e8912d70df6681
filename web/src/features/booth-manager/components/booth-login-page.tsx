import { useNavigate } from 'react-router-dom';

import { LoginForm } from '../../../components/login-form';
import { saveBoothSession } from '../../../lib/booth-session';
import { loginBooth } from '../api/login-booth';
import { boothManagerTexts } from '../texts';

/** /booth-login: the booth manager signs in on their phone, then sees the booth's visitors. */
export function BoothLoginPage() {
  const navigate = useNavigate();

  return (
    <section className="booth-page booth-login">
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
