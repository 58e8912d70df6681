import { useId } from 'react';

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
  /** The notice as saved (its version), or null when the event has none. */
  saved: PrivacyNotice | null;
  changed: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onChange: (key: K, value: string) => void;
}

/** One consent notice of /privacy: switched on or off, its texts and its version. */
export function NoticeEditor<K extends string>(props: NoticeEditorProps<K>) {
  const { name, title, toggleLabel, help, fields, on, text, saved, changed, disabled } = props;
  const titleId = useId();
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
          {fields.map(({ key, label }) => (
            <div className="field" key={key}>
              <label htmlFor={`${name}-${key}`}>{label}</label>
              <textarea
                id={`${name}-${key}`}
                className="privacy-textarea"
                rows={2}
                maxLength={1000}
                required
                value={text[key]}
                onChange={(event) => {
                  props.onChange(key, event.target.value);
                }}
              />
            </div>
          ))}
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
