import { type SubmitEvent, useState } from 'react';

import { capacityText, MAX_CAPACITY, parseCapacity } from '../capacity-input';
import { lectureTexts } from '../texts';
import type { LectureFields } from '@expo/contract/lectures';

export const EMPTY_LECTURE: LectureFields = {
  title: '',
  instructor: '',
  date: '',
  time: '',
  location: '',
  capacity: null,
};

type TextField = Exclude<keyof LectureFields, 'capacity'>;

const FIELDS: { key: TextField; type: string }[] = [
  { key: 'title', type: 'text' },
  { key: 'instructor', type: 'text' },
  { key: 'date', type: 'date' },
  { key: 'time', type: 'time' },
  { key: 'location', type: 'text' },
];

const SUBMIT_LABELS = {
  register: { idle: lectureTexts.registerSubmit, pending: lectureTexts.registering },
  edit: { idle: lectureTexts.editSubmit, pending: lectureTexts.saving },
} as const;

interface LectureFormProps {
  mode: 'register' | 'edit';
  initialValues: LectureFields;
  pending: boolean;
  onSubmit: (values: LectureFields) => void;
}

/**
 * The lecture form of /lectures/register and /lectures/{id}/edit: the spec's fields required (spec §5), then
 * the optional 정원 (a whole number of seats; blank is none).
 */
export function LectureForm({ mode, initialValues, pending, onSubmit }: LectureFormProps) {
  const [values, setValues] = useState<LectureFields>(initialValues);
  const [capacity, setCapacity] = useState(capacityText(initialValues.capacity));
  const [capacityError, setCapacityError] = useState(false);
  const capacityId = `lecture-${mode}-capacity`;

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const seats = parseCapacity(capacity);
    if (seats === undefined) {
      setCapacityError(true);
      document.getElementById(capacityId)?.focus();
      return;
    }
    onSubmit({ ...values, capacity: seats });
  };

  return (
    <form className="form form-grid" onSubmit={handleSubmit}>
      {FIELDS.map(({ key, type }) => (
        <div className={key === 'title' ? 'field admin-field-wide' : 'field'} key={key}>
          <label htmlFor={`lecture-${mode}-${key}`}>{lectureTexts[key]}</label>
          <input
            id={`lecture-${mode}-${key}`}
            name={key}
            type={type}
            autoComplete="off"
            required
            value={values[key]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [key]: event.target.value }));
            }}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={capacityId}>
          {lectureTexts.capacity}
          <span className="field-optional"> {lectureTexts.optional}</span>
        </label>
        <input
          id={capacityId}
          name="capacity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={lectureTexts.capacityPlaceholder}
          maxLength={String(MAX_CAPACITY).length + 2}
          aria-invalid={capacityError}
          aria-describedby={`${capacityId}-help`}
          value={capacity}
          onChange={(event) => {
            setCapacity(event.target.value);
            setCapacityError(false);
          }}
        />
        <p
          id={`${capacityId}-help`}
          className={capacityError ? 'message message-error' : 'admin-field-hint'}
          role={capacityError ? 'alert' : undefined}
        >
          {capacityError ? lectureTexts.capacityInvalid : lectureTexts.capacityHelp}
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? SUBMIT_LABELS[mode].pending : SUBMIT_LABELS[mode].idle}
        </button>
      </div>
    </form>
  );
}
