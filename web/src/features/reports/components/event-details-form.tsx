import { type SubmitEvent, useState } from 'react';

import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { isApiError } from '../../../lib/api/api-client';
import { saveEventDetails } from '../api/event-details';
import { reportTexts } from '../texts';
import type { EventDetails } from '@expo/contract/reports';

const t = reportTexts.overview;

const FIELDS = [
  { key: 'name', label: t.name },
  { key: 'period', label: t.period },
  { key: 'venue', label: t.venue },
] as const;

interface EventDetailsFormProps {
  initial: EventDetails;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * '편집' of the 행사 개요: 행사명, 행사 기간, 장소, saved with one PUT. The server checks them (its Korean
 * message is shown when it refuses); never printed.
 */
export function EventDetailsForm({ initial, onSaved, onCancel }: EventDetailsFormProps) {
  const [values, setValues] = useState<EventDetails>({
    name: initial.name,
    period: initial.period,
    venue: initial.venue,
  });
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);

  const save = async () => {
    setPending(true);
    setMessage(null);
    try {
      await saveEventDetails(values);
      onSaved();
    } catch (error) {
      setMessage({ kind: 'error', text: t.saveFailed(isApiError(error) ? error.message : String(error)) });
      setPending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <form
      className="form report-details-form report-no-print"
      onSubmit={handleSubmit}
      aria-label={t.formTitle}
      data-testid="report-details-form"
    >
      <div className="form-grid">
        {FIELDS.map(({ key, label }) => (
          <div className="field" key={key}>
            <label htmlFor={`report-details-${key}`}>{label}</label>
            <input
              id={`report-details-${key}`}
              name={key}
              type="text"
              autoComplete="off"
              value={values[key]}
              disabled={pending}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [key]: value }));
              }}
            />
          </div>
        ))}
      </div>
      <div className="report-form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={pending}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t.saving : t.save}
        </button>
      </div>
      <ResultMessage message={message} />
    </form>
  );
}
