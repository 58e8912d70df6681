import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';

import { isApiError } from '../../../lib/api/api-client';
import type { WalkInAttendee } from '@expo/contract/attendees';
import { registerOnsiteAttendee, type WalkInFields } from '../api/register-onsite-attendee';
import { usePrivacyNotices } from '../api/get-privacy-notices';
import { usePublicEvent } from '../../../lib/event/get-public-event';
import { type ConsentChoice, consentProblem, consentsOf, NO_CHOICE } from '../consent-payload';
import { attendeeTexts } from '../texts';
import { checkPhoneInput } from '../phone-input';
import { ConsentNotices } from './consent-notices';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { WalkInQr } from './walk-in-qr';

const EMPTY_FORM: WalkInFields = {
  name: '',
  affiliation: '',
  phoneNumber: '',
  country: attendeeTexts.defaultCountry,
};

const FIELDS: { key: keyof WalkInFields; type: string; autoComplete: string }[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'affiliation', type: 'text', autoComplete: 'organization' },
  { key: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { key: 'country', type: 'text', autoComplete: 'country-name' },
];

function eventIdFrom(param: string | undefined): number | null {
  const eventId = Number(param);
  return param && Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null;
}

/**
 * The event of the address, checked as the page opens: its name for the top of the form, or why there is no
 * form (no event id in the address: the spec's alert says so too; an event the server does not know).
 */
function useFormEvent(routeEventId: number | null) {
  const event = usePublicEvent(routeEventId);
  const alerted = useRef(false);
  useEffect(() => {
    if (routeEventId !== null || alerted.current) return;
    alerted.current = true;
    window.alert(attendeeTexts.missingRouteEventId);
  }, [routeEventId]);
  const problem =
    routeEventId === null
      ? attendeeTexts.missingRouteEventId
      : event.error?.status === 404
        ? attendeeTexts.manualEventNotFound
        : null;
  return {
    name: event.data?.name ?? null,
    loading: routeEventId !== null && event.loading && !event.data,
    problem,
    // another failure (no connection): the form stays, registering says what is wrong
    loadFailed:
      event.error && problem === null ? attendeeTexts.manualEventLoadFailed(event.error.message) : null,
  };
}

/** /manual-register/{eventId}: an attendee registers on their own phone at the venue. */
export function ManualRegisterPage() {
  const params = useParams();
  const routeEventId = eventIdFrom(params.eventId);
  const formEvent = useFormEvent(routeEventId);
  const notices = usePrivacyNotices(formEvent.problem === null ? routeEventId : null);
  const [choice, setChoice] = useState<ConsentChoice>(NO_CHOICE);
  const [missingConsent, setMissingConsent] = useState(false);
  const requiredConsentRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<WalkInFields>(EMPTY_FORM);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const [registered, setRegistered] = useState<WalkInAttendee | null>(null);

  const submit = async () => {
    const eventId = routeEventId;
    if (eventId === null || formEvent.problem !== null) return;
    const problem = consentProblem(notices.data, choice);
    setMissingConsent(problem !== null);
    if (problem !== null) {
      setMessage({ kind: 'error', text: problem });
      setRegistered(null);
      requiredConsentRef.current?.focus();
      return;
    }
    setPending(true);
    setMessage(null);
    setRegistered(null);
    try {
      const attendee = await registerOnsiteAttendee(form, eventId, consentsOf(notices.data, choice));
      const text = attendee.alreadyRegistered
        ? attendeeTexts.alreadyRegistered(attendee.id)
        : attendeeTexts.registered(attendee.id);
      setMessage({ kind: 'success', text });
      setRegistered(attendee);
      setForm(EMPTY_FORM);
      setChoice(NO_CHOICE);
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setMessage({ kind: 'error', text: attendeeTexts.registerFailed(reason) });
      // a notice changed since it was shown (409), or one was asked that the form did not show (400):
      // show the notices as they are now, to be read and ticked again
      const stale =
        isApiError(error) && (error.status === 409 || (error.status === 400 && !notices.data?.collection));
      if (stale) notices.reload();
      if (isApiError(error) && error.status === 409) setChoice(NO_CHOICE);
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
        {formEvent.name !== null && (
          <p className="walk-in-event-name" data-testid="manual-event-name">
            {formEvent.name}
          </p>
        )}
        {formEvent.loading && <p className="walk-in-event-name muted">{attendeeTexts.manualEventLoading}</p>}
        <h1 className="card-title">{attendeeTexts.manualTitle}</h1>
        {formEvent.problem !== null ? (
          <p className="message message-error" role="alert" data-testid="manual-event-problem">
            {formEvent.problem}
          </p>
        ) : (
          <>
            <p className="muted">{attendeeTexts.manualHelp}</p>
            {formEvent.loadFailed && <p className="message message-error">{formEvent.loadFailed}</p>}
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
                      if (key === 'phoneNumber') checkPhoneInput(event.target);
                      setForm((current) => ({ ...current, [key]: event.target.value }));
                    }}
                  />
                </div>
              ))}
              {notices.data && (notices.data.collection || notices.data.exhibitors) && (
                <ConsentNotices
                  notices={notices.data}
                  choice={choice}
                  missingRequired={missingConsent}
                  requiredRef={requiredConsentRef}
                  disabled={pending}
                  onChange={(next) => {
                    setChoice(next);
                    if (next.collection) setMissingConsent(false);
                  }}
                />
              )}
              <button type="submit" className="btn btn-primary btn-block btn-large" disabled={pending}>
                {pending ? attendeeTexts.registering : attendeeTexts.manualSubmit}
              </button>
            </form>
            <ResultMessage message={message} />
            {registered && <WalkInQr attendeeId={registered.id} qrViewPath={registered.qrViewPath} />}
          </>
        )}
      </div>
    </section>
  );
}
