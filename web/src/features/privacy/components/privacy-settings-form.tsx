import { type SubmitEvent, useState } from 'react';

import { isApiError } from '../../../lib/api/api-client';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { savePrivacySettings } from '../api/privacy-settings';
import {
  formProblem,
  formValuesOf,
  noticeChanged,
  type PrivacyFormValues,
  settingsInputOf,
  switchNotice,
} from '../privacy-form-values';
import { privacyTexts } from '../texts';
import type { PrivacySettings } from '@expo/contract/privacy';
import { NoticeEditor } from './notice-editor';
import { RetentionFields } from './retention-fields';

const COLLECTION_FIELDS = (['purpose', 'items', 'retention', 'refusal'] as const).map((key) => ({
  key,
  label: privacyTexts.fields[key],
}));
const EXHIBITOR_FIELDS = (['recipients', 'purpose', 'items', 'retention', 'refusal'] as const).map((key) => ({
  key,
  label: privacyTexts.exhibitorFields[key],
}));

const OPTIONS = [
  {
    key: 'shareOnlyWithConsent',
    label: privacyTexts.shareOnlyWithConsent,
    help: privacyTexts.shareOnlyWithConsentHelp,
  },
  {
    key: 'askDownloadReason',
    label: privacyTexts.askDownloadReason,
    help: privacyTexts.askDownloadReasonHelp,
  },
] as const;

/** The /privacy settings form: the two notices, sharing and downloads, retention; saved with one PUT. */
export function PrivacySettingsForm({ initial }: { initial: PrivacySettings }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<PrivacyFormValues>(() => formValuesOf(initial));
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);

  const update = (change: (current: PrivacyFormValues) => PrivacyFormValues) => {
    setValues(change);
    setMessage(null);
  };

  const save = async () => {
    const problem = formProblem(values);
    if (problem) {
      setMessage({ kind: 'error', text: privacyTexts.saveFailed(privacyTexts[problem]) });
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const next = await savePrivacySettings(settingsInputOf(values));
      setSaved(next);
      setValues(formValuesOf(next));
      setMessage({ kind: 'success', text: privacyTexts.saved });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: privacyTexts.saveFailed(isApiError(error) ? error.message : String(error)),
      });
    } finally {
      setPending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className="card privacy-form" onSubmit={handleSubmit} data-testid="privacy-settings-form">
      <NoticeEditor
        name="collection"
        title={privacyTexts.collectionTitle}
        toggleLabel={privacyTexts.collectionToggle}
        help={privacyTexts.collectionHelp}
        fields={COLLECTION_FIELDS}
        on={values.collectionOn}
        text={values.collection}
        englishText={values.collectionEnglish}
        saved={saved.collection}
        changed={
          values.collectionOn && noticeChanged(values.collection, values.collectionEnglish, saved.collection)
        }
        disabled={pending}
        onToggle={(on) => {
          update((current) => switchNotice(current, 'collection', on));
        }}
        onChange={(key, value) => {
          update((current) => ({ ...current, collection: { ...current.collection, [key]: value } }));
        }}
        onEnglishChange={(key, value) => {
          update((current) => ({
            ...current,
            collectionEnglish: { ...current.collectionEnglish, [key]: value },
          }));
        }}
      />
      <NoticeEditor
        name="exhibitors"
        title={privacyTexts.exhibitorsTitle}
        toggleLabel={privacyTexts.exhibitorsToggle}
        help={privacyTexts.exhibitorsHelp}
        fields={EXHIBITOR_FIELDS}
        on={values.exhibitorsOn}
        text={values.exhibitors}
        englishText={values.exhibitorsEnglish}
        saved={saved.exhibitors}
        changed={
          values.exhibitorsOn && noticeChanged(values.exhibitors, values.exhibitorsEnglish, saved.exhibitors)
        }
        disabled={pending}
        onToggle={(on) => {
          update((current) => switchNotice(current, 'exhibitors', on));
        }}
        onChange={(key, value) => {
          update((current) => ({ ...current, exhibitors: { ...current.exhibitors, [key]: value } }));
        }}
        onEnglishChange={(key, value) => {
          update((current) => ({
            ...current,
            exhibitorsEnglish: { ...current.exhibitorsEnglish, [key]: value },
          }));
        }}
      />
      <fieldset className="privacy-section" disabled={pending}>
        <legend className="privacy-section-title">{privacyTexts.optionsTitle}</legend>
        {OPTIONS.map(({ key, label, help }) => (
          <label className="privacy-check" key={key}>
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(event) => {
                const checked = event.target.checked;
                update((current) => ({ ...current, [key]: checked }));
              }}
            />
            <span>
              <strong>{label}</strong>
              <span className="privacy-check-help">{help}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <RetentionFields
        eventEndDate={values.eventEndDate}
        retentionDays={values.retentionDays}
        disabled={pending}
        onChange={(change) => {
          update((current) => ({ ...current, ...change }));
        }}
      />
      <div className="privacy-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? privacyTexts.saving : privacyTexts.save}
        </button>
      </div>
      <ResultMessage message={message} />
    </form>
  );
}
