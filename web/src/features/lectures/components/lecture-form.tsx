import { type SubmitEvent, useState } from 'react';

import { lectureTexts } from '../texts';
import type { LectureFields } from '../types';

export const EMPTY_LECTURE: LectureFields = { title: '', instructor: '', date: '', time: '', location: '' };

const FIELDS: { key: keyof LectureFields; type: string }[] = [
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

/** The lecture form of /lectures/register and /lectures/{id}/edit: every field required (spec §5). */
export function LectureForm({ mode, initialValues, pending, onSubmit }: LectureFormProps) {
  const [values, setValues] = useState<LectureFields>(initialValues);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
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
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? SUBMIT_LABELS[mode].pending : SUBMIT_LABELS[mode].idle}
        </button>
      </div>
    </form>
  );
}
