import { useId } from 'react';

import { hasEnglish } from '../privacy-form-values';
import { privacyTexts } from '../texts';
import type { PrivacyNotice } from '@expo/contract/privacy';

interface NoticeEditorProps<K extends string> {
  /** 'collection' or 'exhibitors': names the fields' ids. */
  name: string;
  title: string;
  toggleLabel: string;
  help: string;
  /** The fields in the order the notice shows them, with their labels. */
  fields: readonly { key: K; label: string }[];
  on: boolean;
  text: Record<K, string>;
  /** Its English (optional: all blank is none; once begun, every field is asked for). */
  englishText: Record<K, string>;
  /** The notice as saved (its version), or null when the event has none. */
  saved: PrivacyNotice | null;
  changed: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onChange: (key: K, value: string) => void;
  onEnglishChange: (key: K, value: string) => void;
}

interface NoticeFieldsProps<K extends string> {
  idPrefix: string;
  fields: readonly { key: K; label: string }[];
  text: Record<K, string>;
  required: boolean;
  /** The language the fields are written in (the English ones say so to a screen reader and spell checker). */
  lang?: 'en';
  onChange: (key: K, value: string) => void;
}

/** A notice's texts, one textarea a field (1,000 characters, as the server allows). */
function NoticeFields<K extends string>({
  idPrefix,
  fields,
  text,
  required,
  lang,
  onChange,
}: NoticeFieldsProps<K>) {
  return fields.map(({ key, label }) => (
    <div className="field" key={key}>
      <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
      <textarea
        id={`${idPrefix}-${key}`}
        className="privacy-textarea"
        rows={2}
        maxLength={1000}
        required={required}
        lang={lang}
        value={text[key]}
        onChange={(event) => {
          onChange(key, event.target.value);
        }}
      />
    </div>
  ));
}

/** One consent notice of /privacy: switched on or off, its texts and its version. */
export function NoticeEditor<K extends string>(props: NoticeEditorProps<K>) {
  const { name, title, toggleLabel, help, fields, on, text, englishText, saved, changed, disabled } = props;
  const titleId = useId();
  const englishFields = fields.map(({ key, label }) => ({ key, label: privacyTexts.englishField(label) }));
  return (
    <fieldset className="privacy-section" aria-labelledby={titleId} disabled={disabled}>
      <div className="privacy-section-head">
        <h2 id={titleId} className="privacy-section-title">
          {title}
        </h2>
        {saved && (
          <span className="privacy-version" data-testid={`${name}-version`}>
            {privacyTexts.currentVersion(saved.version)}
          </span>
        )}
      </div>
      <label className="privacy-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => {
            props.onToggle(event.target.checked);
          }}
        />
        <span>
          <strong>{toggleLabel}</strong>
          <span className="privacy-check-help">{help}</span>
        </span>
      </label>
      {on && (
        <>
          <p className="privacy-note">{privacyTexts.versionNote}</p>
          <NoticeFields idPrefix={name} fields={fields} text={text} required onChange={props.onChange} />
          <h3 className="privacy-english-title">{privacyTexts.englishTitle}</h3>
          <p className="privacy-note">{privacyTexts.englishHelp}</p>
          <NoticeFields
            idPrefix={`${name}-english`}
            fields={englishFields}
            text={englishText}
            required={hasEnglish(englishText)}
            lang="en"
            onChange={props.onEnglishChange}
          />
          {changed && (
            <p className="privacy-changed" role="status">
              {privacyTexts.versionWillChange}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
