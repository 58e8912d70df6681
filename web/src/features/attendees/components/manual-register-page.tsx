import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';

import type { Lang } from '@expo/contract/lang';
import { isApiError } from '../../../lib/api/api-client';
import type { WalkInAttendee } from '@expo/contract/attendees';
import { registerOnsiteAttendee, type WalkInFields } from '../api/register-onsite-attendee';
import { usePrivacyNotices } from '../api/get-privacy-notices';
import { usePublicEvent } from '../../../lib/event/get-public-event';
import { useLang } from '../../../lib/i18n/language';
import { LanguageSwitch } from '../../../components/language-switch';
import { type ConsentChoice, consentProblem, consentsOf, NO_CHOICE } from '../consent-payload';
import { checkPhoneInput } from '../phone-input';
import { WALK_IN_TEXTS, type WalkInTexts } from '../walk-in-texts';
import { ConsentNotices } from './consent-notices';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { WalkInQr } from './walk-in-qr';

/** An empty form: the country is the spec's 대한민국 on the Korean page, typed by the visitor on the English one. */
const emptyForm = (lang: Lang): WalkInFields => ({
  name: '',
  affiliation: '',
  phoneNumber: '',
  country: WALK_IN_TEXTS[lang].defaultCountry,
});

/** The reason of a failed call: the server's (in the page's language), or that it could not be reached. */
const reasonOf = (error: unknown, texts: WalkInTexts) =>
  isApiError(error) ? (error.status === 0 ? texts.networkFailed : error.message) : String(error);

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
function useFormEvent(routeEventId: number | null, texts: WalkInTexts) {
  const event = usePublicEvent(routeEventId);
  const alerted = useRef(false);
  const missing = texts.missingRouteEventId;
  useEffect(() => {
    if (routeEventId !== null || alerted.current) return;
    alerted.current = true;
    window.alert(missing);
  }, [routeEventId, missing]);
  const problem = routeEventId === null ? missing : event.error?.status === 404 ? texts.eventNotFound : null;
  return {
    name: event.data?.name ?? null,
    loading: routeEventId !== null && event.loading && !event.data,
    problem,
    // another failure (no connection): the form stays, registering says what is wrong
    loadFailed: event.error && problem === null ? texts.eventLoadFailed(reasonOf(event.error, texts)) : null,
  };
}

/**
 * /manual-register/{eventId}: an attendee registers on their own phone at the venue, in Korean or English (the
 * browser's language or the switch); their QR e-mail comes in the language they registered in.
 */
export function ManualRegisterPage() {
  const params = useParams();
  const lang = useLang();
  const texts = WALK_IN_TEXTS[lang];
  const routeEventId = eventIdFrom(params.eventId);
  const formEvent = useFormEvent(routeEventId, texts);
  const notices = usePrivacyNotices(formEvent.problem === null ? routeEventId : null);
  const [choice, setChoice] = useState<ConsentChoice>(NO_CHOICE);
  const [missingConsent, setMissingConsent] = useState(false);
  const requiredConsentRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<WalkInFields>(() => emptyForm(lang));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const [registered, setRegistered] = useState<WalkInAttendee | null>(null);

  const submit = async () => {
    const eventId = routeEventId;
    if (eventId === null || formEvent.problem !== null) return;
    const problem = consentProblem(notices.data, choice, texts.collectionRequired);
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
      const attendee = await registerOnsiteAttendee(form, eventId, consentsOf(notices.data, choice), lang);
      const text = attendee.alreadyRegistered
        ? texts.alreadyRegistered(attendee.id)
        : texts.registered(attendee.id);
      setMessage({ kind: 'success', text });
      setRegistered(attendee);
      setForm(emptyForm(lang));
      setChoice(NO_CHOICE);
    } catch (error) {
      setMessage({ kind: 'error', text: texts.registerFailed(reasonOf(error, texts)) });
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

  // the country the form started with follows the language; one the visitor typed stays
  const switchLanguage = (next: Lang) => {
    setForm((current) =>
      current.country === texts.defaultCountry
        ? { ...current, country: WALK_IN_TEXTS[next].defaultCountry }
        : current,
    );
    setMessage(null);
  };

  return (
    <section className="public-page">
      <LanguageSwitch onChosen={switchLanguage} />
      <div className="card public-card">
        {formEvent.name !== null && (
          <p className="walk-in-event-name" data-testid="manual-event-name">
            {formEvent.name}
          </p>
        )}
        {formEvent.loading && <p className="walk-in-event-name muted">{texts.eventLoading}</p>}
        <h1 className="card-title">{texts.title}</h1>
        {formEvent.problem !== null ? (
          <p className="message message-error" role="alert" data-testid="manual-event-problem">
            {formEvent.problem}
          </p>
        ) : (
          <>
            <p className="muted">{texts.help}</p>
            {formEvent.loadFailed && <p className="message message-error">{formEvent.loadFailed}</p>}
            <form className="form" onSubmit={handleSubmit}>
              {FIELDS.map(({ key, type, autoComplete }) => (
                <div className="field" key={key}>
                  <label htmlFor={`manual-${key}`}>{texts.fields[key]}</label>
                  <input
                    id={`manual-${key}`}
                    name={key}
                    type={type}
                    autoComplete={autoComplete}
                    required
                    value={form[key]}
                    onChange={(event) => {
                      if (key === 'phoneNumber') checkPhoneInput(event.target, lang);
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
                  lang={lang}
                  texts={texts}
                  onChange={(next) => {
                    setChoice(next);
                    if (next.collection) setMissingConsent(false);
                  }}
                />
              )}
              <button type="submit" className="btn btn-primary btn-block btn-large" disabled={pending}>
                {pending ? texts.registering : texts.submit}
              </button>
            </form>
            <ResultMessage message={message} />
            {registered && (
              <WalkInQr attendeeId={registered.id} texts={texts} qrViewPath={registered.qrViewPath} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
