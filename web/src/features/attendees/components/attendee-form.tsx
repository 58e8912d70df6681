import { type SubmitEvent, useState } from 'react';

import { consentTexts } from '../consent-texts';
import { checkPhoneInput } from '../phone-input';
import { attendeeTexts } from '../texts';
import type { AttendeeFields } from '@expo/contract/attendees';

type TextField = 'name' | 'affiliation' | 'phoneNumber' | 'email' | 'country';
type ChoiceField = 'visitType' | 'paymentStatus' | 'paymentStatus2' | 'registrationType' | 'exhibitorConsent';

const TEXT_FIELDS: { key: TextField; type: string }[] = [
  { key: 'name', type: 'text' },
  { key: 'affiliation', type: 'text' },
  { key: 'phoneNumber', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'country', type: 'text' },
];

const YES_NO = [
  { value: 'Y', label: 'Y' },
  { value: 'N', label: 'N' },
];

const CHOICE_FIELDS: {
  key: ChoiceField;
  options: readonly { value: string; label: string }[];
  /** An optional choice ('' is a value: 미확인). */
  optional?: boolean;
}[] = [
  { key: 'visitType', options: YES_NO },
  { key: 'paymentStatus', options: YES_NO },
  { key: 'paymentStatus2', options: YES_NO },
  {
    key: 'registrationType',
    options: [
      { value: 'ONSITE', label: attendeeTexts.onsite },
      { value: 'PRE', label: attendeeTexts.pre },
    ],
  },
  // consent to provision to exhibitors collected elsewhere (issue 17)
  { key: 'exhibitorConsent', options: consentTexts.exhibitorConsentOptions, optional: true },
];

const choiceLabel = (key: ChoiceField) =>
  key === 'exhibitorConsent' ? consentTexts.exhibitorConsent : attendeeTexts[key];

interface AttendeeFormProps {
  idPrefix: string;
  initialValues: AttendeeFields;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: AttendeeFields) => void;
}

/** The admin attendee form (register and edit): every field required except email. */
export function AttendeeForm(props: AttendeeFormProps) {
  const { idPrefix, initialValues, submitLabel, pendingLabel, pending, onSubmit } = props;
  const [values, setValues] = useState<AttendeeFields>(initialValues);
  const set = (key: keyof AttendeeFields, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className="form form-grid" onSubmit={handleSubmit}>
      {TEXT_FIELDS.map(({ key, type }) => (
        <div className="field" key={key}>
          <label htmlFor={`${idPrefix}-${key}`}>
            {attendeeTexts[key]}
            {key === 'email' && <span className="field-optional"> {attendeeTexts.emailOptional}</span>}
          </label>
          <input
            id={`${idPrefix}-${key}`}
            name={key}
            type={type}
            autoComplete="off"
            required={key !== 'email'}
            value={values[key]}
            onChange={(event) => {
              if (key === 'phoneNumber') checkPhoneInput(event.target);
              set(key, event.target.value);
            }}
          />
        </div>
      ))}
      {CHOICE_FIELDS.map(({ key, options, optional }) => (
        <div className="field" key={key}>
          <label htmlFor={`${idPrefix}-${key}`}>{choiceLabel(key)}</label>
          <select
            id={`${idPrefix}-${key}`}
            name={key}
            required={!optional}
            value={values[key]}
            onChange={(event) => {
              set(key, event.target.value);
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
