import { type SubmitEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { isApiError } from '../../../lib/api-client';
import { saveAdminSession } from '../../../lib/session';
import { loginAdmin } from '../api/login-admin';
import { authTexts } from '../texts';

/** Bad credentials get the spec's text; other failures (rate limit, network) say what happened. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status !== 400 && error.status !== 401) {
    return `${authTexts.failurePrefix}${error.message}`;
  }
  return authTexts.failure;
}

function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return '/users';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError('');
    try {
      saveAdminSession(await loginAdmin({ username, password }));
      void navigate(returnPath(location.state), { replace: true });
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
    <section className="page page-narrow">
      <form className="card form" onSubmit={handleSubmit}>
        <h1 className="card-title">{authTexts.title}</h1>
        <div className="field">
          <label htmlFor="login-username">{authTexts.username}</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{authTexts.password}</label>
          <input
            id="login-password"
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
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? authTexts.submitting : authTexts.submit}
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
