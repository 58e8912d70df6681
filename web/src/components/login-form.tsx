import { type SubmitEvent, useState } from 'react';

import { isApiError } from '../lib/api/api-client';
import { sharedTexts } from './texts';

/** Wrong credentials get the spec's text; a rate limit or a lost connection says what happened. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status !== 400 && error.status !== 401) {
    return `${sharedTexts.loginFailedPrefix}${error.message}`;
  }
  return sharedTexts.loginFailed;
}

interface LoginFormProps {
  title: string;
  /** The label and form name of the account field ('아이디' / 'username', '로그인 ID' / 'loginId'). */
  idLabel: string;
  idName: string;
  /** Prefix of the input ids, so two forms never share one. */
  inputId: string;
  submitLabel: string;
  pendingLabel: string;
  buttonClassName?: string;
  /** Logs in and leaves the page; a thrown error is shown under the form. */
  login: (id: string, password: string) => Promise<void>;
}

/** The admin's and the booth manager's login form: account, password, one button, the failure below. */
export function LoginForm({
  title,
  idLabel,
  idName,
  inputId,
  submitLabel,
  pendingLabel,
  buttonClassName = 'btn btn-primary btn-block',
  login,
}: LoginFormProps) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError('');
    try {
      await login(id, password);
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
    <form className="card form" onSubmit={handleSubmit}>
      <h1 className="card-title">{title}</h1>
      <div className="field">
        <label htmlFor={`${inputId}-id`}>{idLabel}</label>
        <input
          id={`${inputId}-id`}
          name={idName}
          autoComplete="username"
          autoCapitalize="none"
          required
          value={id}
          onChange={(event) => {
            setId(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${inputId}-password`}>{sharedTexts.password}</label>
        <input
          id={`${inputId}-password`}
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
      <button type="submit" className={buttonClassName} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
