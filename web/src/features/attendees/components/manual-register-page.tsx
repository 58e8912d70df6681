import { type SubmitEvent, useState } from 'react';
import { useParams } from 'react-router-dom';

import { isApiError } from '../../../lib/api-client';
import {
  type OnsiteAttendee,
  type OnsiteRegistration,
  registerOnsiteAttendee,
} from '../api/register-onsite-attendee';
import { attendeeTexts } from '../texts';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { WalkInQr } from './walk-in-qr';

const EMPTY_FORM: OnsiteRegistration = {
  name: '',
  affiliation: '',
  phoneNumber: '',
  country: attendeeTexts.defaultCountry,
};

const FIELDS: { key: keyof OnsiteRegistration; type: string; autoComplete: string }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'affiliation', type: 'text', autoComplete: 'organization' },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { key: 'country', type: 'text', autoComplete: 'country-name' },
];

function eventIdFrom(param: string | undefined): number | null {
  const eventId = Number(param);
  return param && Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null;
}

/** /manual-register/{eventId}: an attendee registers on their own phone at the venue. */
export function ManualRegisterPage() {
  const params = useParams();
  const [form, setForm] = useState<OnsiteRegistration>(EMPTY_FORM);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const [registered, setRegistered] = useState<OnsiteAttendee | null>(null);

  const submit = async () => {
    const eventId = eventIdFrom(params.eventId);
    if (eventId === null) {
      window.alert(attendeeTexts.missingRouteEventId);
      return;
    }
    setPending(true);
    setMessage(null);
    setRegistered(null);
    try {
      const attendee = await registerOnsiteAttendee(form, eventId);
      setMessage({ kind: 'success', text: attendeeTexts.registered(attendee.id) });
      setRegistered(attendee);
      setForm(EMPTY_FORM);
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setMessage({ kind: 'error', text: attendeeTexts.registerFailed(reason) });
    } finally {
      setPending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <section className="public-page">
      <div className="card public-card">
        <h1 className="card-title">{attendeeTexts.manualTitle}</h1>
        <p className="muted">{attendeeTexts.manualHelp}</p>
        <form className="form" onSubmit={handleSubmit}>
          {FIELDS.map(({ key, type, autoComplete }) => (
            <div className="field" key={key}>
              <label htmlFor={`manual-${key}`}>{attendeeTexts[key]}</label>
              <input
                id={`manual-${key}`}
                name={key}
                type={type}
                autoComplete={autoComplete}
                required
                value={form[key]}
                onChange={(event) => {
                  setForm((current) => ({ ...current, [key]: event.target.value }));
                }}
              />
            </div>
          ))}
          <button type="submit" className="btn btn-primary btn-block btn-large" disabled={pending}>
            {pending ? attendeeTexts.registering : attendeeTexts.manualSubmit}
          </button>
        </form>
        <ResultMessage message={message} />
        {registered && <WalkInQr attendeeId={registered.id} qrViewPath={registered.qrViewPath} />}
      </div>
    </section>
  );
}
