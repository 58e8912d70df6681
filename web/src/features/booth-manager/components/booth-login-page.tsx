import { type SubmitEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { isApiError } from '../../../lib/api-client';
import { saveBoothSession } from '../../../lib/booth-session';
import { loginBooth } from '../api/login-booth';
import { boothManagerTexts } from '../texts';

/** Wrong credentials get the spec's text; a rate limit or a lost connection says what happened. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status !== 400 && error.status !== 401) {
    return `${boothManagerTexts.loginFailedPrefix}${error.message}`;
  }
  return boothManagerTexts.loginFailed;
}

/** /booth-login: the booth manager signs in on their phone, then sees the booth's visitors. */
export function BoothLoginPage() {
  const navigate = useNavigate();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError('');
    try {
      saveBoothSession(await loginBooth({ loginId, password }));
      void navigate('/booth-visits2', { replace: true });
    } catch (caught) {
      setError(failureText(caught));
      setPending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <section className="booth-page booth-login">
      <form className="card form" onSubmit={handleSubmit}>
        <h1 className="card-title">{boothManagerTexts.loginTitle}</h1>
        <div className="field">
          <label htmlFor="booth-login-id">{boothManagerTexts.loginId}</label>
          <input
            id="booth-login-id"
            name="loginId"
            autoComplete="username"
            autoCapitalize="none"
            required
            value={loginId}
            onChange={(event) => {
              setLoginId(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="booth-login-password">{boothManagerTexts.password}</label>
          <input
            id="booth-login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block btn-large" disabled={pending}>
          {pending ? boothManagerTexts.loggingIn : boothManagerTexts.login}
        </button>
        {error && (
          <p className="message message-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
