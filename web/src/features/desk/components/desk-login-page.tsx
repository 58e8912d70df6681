import { useNavigate } from 'react-router-dom';

import { LoginForm } from '../../../components/login-form';
import { saveDeskSession } from '../../../lib/session/desk';
import { loginDesk } from '../api/login-desk';
import { deskTexts } from '../texts';

/** /desk-login: desk staff sign in on the desk laptop, then work at /desk. */
export function DeskLoginPage() {
  const navigate = useNavigate();

  return (
    <section className="booth-page booth-login">
      <LoginForm
        title={deskTexts.loginTitle}
        idLabel={deskTexts.loginId}
        idName="loginId"
        inputId="desk-login"
        submitLabel={deskTexts.login}
        pendingLabel={deskTexts.loggingIn}
        buttonClassName="btn btn-primary btn-block btn-large"
        login={async (loginId, password) => {
          saveDeskSession(await loginDesk({ loginId, password }));
          void navigate('/desk', { replace: true });
        }}
      />
    </section>
  );
}
