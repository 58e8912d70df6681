import type { FormEvent } from 'react';

import { ResultMessage } from '../../../components/result-message';
import { createEvent } from '../api/events';
import { eventsTexts } from '../texts';
import { useFormValues } from '../use-form-values';
import { useResultAction } from '../use-result-action';

interface CreateEventFormProps {
  /** The event was made: the organiser moves into it. */
  onCreated: (eventId: number) => void;
}

const EMPTY = { name: '', startDate: '', endDate: '', venue: '' };

/** 새 행사 만들기: 행사명, 시작일, 종료일, 장소 (the server checks them and answers in Korean). */
export function CreateEventForm({ onCreated }: CreateEventFormProps) {
  const { values, field } = useFormValues('event', EMPTY);
  const { pending, message, run } = useResultAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const created = await createEvent(values);
      onCreated(created.id);
      return null;
    }, eventsTexts.createFailed);
  };
  return (
    <form className="form card events-create" onSubmit={submit} aria-labelledby="create-event-title">
      <h2 id="create-event-title">{eventsTexts.createTitle}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="event-name">{eventsTexts.name}</label>
          <input {...field('name')} required maxLength={200} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="event-startDate">{eventsTexts.startDate}</label>
          <input {...field('startDate')} type="date" required />
        </div>
        <div className="field">
          <label htmlFor="event-endDate">{eventsTexts.endDate}</label>
          <input {...field('endDate')} type="date" required min={values.startDate || undefined} />
        </div>
        <div className="field">
          <label htmlFor="event-venue">
            {eventsTexts.venue} <span className="field-optional">{eventsTexts.venueHint}</span>
          </label>
          <input {...field('venue')} maxLength={100} autoComplete="off" />
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? eventsTexts.creating : eventsTexts.create}
        </button>
      </div>
      <ResultMessage message={message} />
    </form>
  );
}
