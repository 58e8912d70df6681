import { type FormEvent, useState } from 'react';

import type { EventCopy, EventSummary } from '@expo/contract/events';
import { ResultMessage } from '../../../components/result-message';
import { copyEvent, createEvent } from '../api/events';
import { eventsTexts as T } from '../texts';
import { useFormValues } from '../use-form-values';
import { useResultAction } from '../use-result-action';

interface CreateEventFormProps {
  /** The events to copy from ('이전 행사 복사'). */
  events: readonly EventSummary[];
  /** A new empty event was made: the organiser moves into it. */
  onCreated: (eventId: number) => void;
  /** A copy was made: its logins are shown once. */
  onCopied: (copy: EventCopy) => void;
}

const EMPTY = { name: '', startDate: '', endDate: '', venue: '' };

/**
 * 새 행사 만들기: 행사명, 시작일, 종료일, 장소, and optionally the event to copy (the server checks the fields and
 * answers in Korean).
 */
export function CreateEventForm({ events, onCreated, onCopied }: CreateEventFormProps) {
  const { values, field } = useFormValues('event', EMPTY);
  const [copyFrom, setCopyFrom] = useState('');
  const { pending, message, run } = useResultAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (copyFrom === '') {
        onCreated((await createEvent(values)).id);
        return null;
      }
      const copy = await copyEvent(Number(copyFrom), values);
      onCopied(copy);
      return T.copied(copy.event.name, copy.booths.length, copy.lectures, copy.desks.length, copy.surveys);
    }, T.createFailed);
  };
  return (
    <form className="form card events-create" onSubmit={submit} aria-labelledby="create-event-title">
      <h2 id="create-event-title">{T.createTitle}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="event-name">{T.name}</label>
          <input {...field('name')} required maxLength={200} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="event-startDate">{T.startDate}</label>
          <input {...field('startDate')} type="date" required />
        </div>
        <div className="field">
          <label htmlFor="event-endDate">{T.endDate}</label>
          <input {...field('endDate')} type="date" required min={values.startDate || undefined} />
        </div>
        <div className="field">
          <label htmlFor="event-venue">
            {T.venue} <span className="field-optional">{T.venueHint}</span>
          </label>
          <input {...field('venue')} maxLength={100} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="event-copyFrom">{T.copyFrom}</label>
          <select
            id="event-copyFrom"
            value={copyFrom}
            onChange={(event) => {
              setCopyFrom(event.target.value);
            }}
          >
            <option value="">{T.copyNone}</option>
            {events.map((source) => (
              <option key={source.id} value={source.id}>
                {source.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {copyFrom !== '' && <p className="muted events-copy-hint">{T.copyHint}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {copyFrom === '' ? (pending ? T.creating : T.create) : pending ? T.copying : T.copy}
        </button>
      </div>
      <ResultMessage message={message} />
    </form>
  );
}
