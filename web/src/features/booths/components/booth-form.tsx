import { type SubmitEvent, useState } from 'react';

import { boothTexts } from '../texts';
import type { BoothFields } from '../types';

export const EMPTY_BOOTH: BoothFields = {
  boothName: '',
  name: '',
  affiliation: '',
  phone: '',
  loginId: '',
  password: '',
};

const FIELDS: { key: keyof BoothFields; type: string; autoComplete: string }[] = [
  { key: 'boothName', type: 'text', autoComplete: 'off' },
  { key: 'name', type: 'text', autoComplete: 'off' },
  { key: 'affiliation', type: 'text', autoComplete: 'off' },
  { key: 'phone', type: 'tel', autoComplete: 'off' },
  { key: 'loginId', type: 'text', autoComplete: 'off' },
  { key: 'password', type: 'password', autoComplete: 'new-password' },
];

/** As the server's rule (server/src/auth/password-rules.ts). */
const MIN_PASSWORD_LENGTH = 8;

const SUBMIT_LABELS = {
  register: { idle: boothTexts.registerSubmit, pending: boothTexts.registering },
  edit: { idle: boothTexts.editSubmit, pending: boothTexts.saving },
} as const;

interface BoothFormProps {
  mode: 'register' | 'edit';
  initialValues: BoothFields;
  pending: boolean;
  onSubmit: (values: BoothFields) => void;
}

/**
 * The booth form of /booths/register and /booths/{id}/edit: every field is required, except the
 * password on edit, where an empty one keeps the old password.
 */
export function BoothForm({ mode, initialValues, pending, onSubmit }: BoothFormProps) {
  const [values, setValues] = useState<BoothFields>(initialValues);
  const editing = mode === 'edit';

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="form form-grid" onSubmit={handleSubmit}>
      {FIELDS.map(({ key, type, autoComplete }) => {
        const isPassword = key === 'password';
        const optional = editing && isPassword;
        const id = `booth-${mode}-${key}`;
        const hint = isPassword ? (optional ? boothTexts.passwordKeepHint : boothTexts.passwordRule) : null;
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{boothTexts[key]}</label>
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
          {pending ? SUBMIT_LABELS[mode].pending : SUBMIT_LABELS[mode].idle}
        </button>
      </div>
    </form>
  );
}
