import { MIN_PASSWORD_LENGTH } from '@expo/contract/fields/password-rules';
import { type SubmitEvent, useState } from 'react';

export interface AccountField<K extends string> {
  key: K;
  type: string;
  autoComplete: string;
}

export interface AccountFormTexts {
  registerSubmit: string;
  registering: string;
  editSubmit: string;
  saving: string;
  passwordKeepHint: string;
  passwordRule: string;
}

interface AccountFormProps<V extends { password: string }> {
  /** Names the inputs' ids (`booth-edit-name`). */
  idPrefix: string;
  fields: readonly AccountField<keyof V & string>[];
  labels: Record<keyof V & string, string>;
  texts: AccountFormTexts;
  mode: 'register' | 'edit';
  initialValues: V;
  pending: boolean;
  onSubmit: (values: V) => void;
}

/**
 * The form of an account with a login (a booth, a desk): every field is required, except the password on edit,
 * where an empty one keeps the old password.
 */
export function AccountForm<V extends { password: string } & Record<keyof V & string, string>>({
  idPrefix,
  fields,
  labels,
  texts,
  mode,
  initialValues,
  pending,
  onSubmit,
}: AccountFormProps<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const editing = mode === 'edit';
  const submit = editing
    ? { idle: texts.editSubmit, pending: texts.saving }
    : { idle: texts.registerSubmit, pending: texts.registering };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="form form-grid" onSubmit={handleSubmit}>
      {fields.map(({ key, type, autoComplete }) => {
        const isPassword = key === 'password';
        const optional = editing && isPassword;
        const id = `${idPrefix}-${mode}-${key}`;
        const hint = isPassword ? (optional ? texts.passwordKeepHint : texts.passwordRule) : null;
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{labels[key]}</label>
            <input
              id={id}
              name={key}
              type={type}
              autoComplete={autoComplete}
              required={!optional}
              minLength={isPassword ? MIN_PASSWORD_LENGTH : undefined}
              aria-describedby={hint ? `${id}-hint` : undefined}
              value={values[key]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [key]: event.target.value }));
              }}
            />
            {hint && (
              <p id={`${id}-hint`} className="admin-field-hint">
                {hint}
              </p>
            )}
          </div>
        );
      })}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? submit.pending : submit.idle}
        </button>
      </div>
    </form>
  );
}
