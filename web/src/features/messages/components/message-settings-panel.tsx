import '../../../components/bulk-send/bulk-send.css';

import { useState } from 'react';

import { isApiError } from '../../../lib/api/api-client';
import type { MessageSettings } from '@expo/contract/messaging';
import { saveMessageSettings, useMessageSettings } from '../api/message-settings';
import { messageSettingsTexts as t } from '../texts';

type Result = { ok: true; text: string } | { ok: false; text: string };

/** '발송 설정': auto-send on registration and e-mail first (saved per event), and the channels the server has. */
export function MessageSettingsPanel() {
  const { data, error, loading } = useMessageSettings();
  return (
    <section
      className="card settings-panel"
      aria-labelledby="message-settings-title"
      data-testid="message-settings"
    >
      <h2 id="message-settings-title" className="bulk-section-title">
        {t.title}
      </h2>
      {error && (
        <p className="message message-error" role="alert">
          {t.loadFailed(error.message)}
        </p>
      )}
      {data ? <SettingsForm initial={data} /> : loading && <p className="muted">{t.loading}</p>}
    </section>
  );
}

function SettingsForm({ initial }: { initial: MessageSettings }) {
  const [settings, setSettings] = useState(initial);
  const [autoSend, setAutoSend] = useState(initial.autoSendOnRegister);
  const [emailFirst, setEmailFirst] = useState(initial.emailFirst);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const save = () => {
    setSaving(true);
    setResult(null);
    saveMessageSettings({ autoSendOnRegister: autoSend, emailFirst })
      .then(
        (saved) => {
          setSettings(saved);
          setAutoSend(saved.autoSendOnRegister);
          setEmailFirst(saved.emailFirst);
          setResult({ ok: true, text: t.saved });
        },
        (err: unknown) => {
          setResult({ ok: false, text: isApiError(err) ? err.message : String(err) });
        },
      )
      .finally(() => {
        setSaving(false);
      });
  };

  return (
    <form
      className="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label className="settings-option">
        <input
          type="checkbox"
          name="autoSendOnRegister"
          checked={autoSend}
          onChange={(event) => {
            setAutoSend(event.target.checked);
          }}
        />
        <span>
          <strong>{t.autoSend}</strong>
          <span className="settings-help">{t.autoSendHelp}</span>
        </span>
      </label>
      <label className="settings-option">
        <input
          type="checkbox"
          name="emailFirst"
          checked={emailFirst}
          onChange={(event) => {
            setEmailFirst(event.target.checked);
          }}
        />
        <span>
          <strong>{t.emailFirst}</strong>
          <span className="settings-help">{t.emailFirstHelp}</span>
        </span>
      </label>
      <div className="settings-channels" data-testid="message-channels">
        <span className="bulk-plan-label">{t.channelsTitle}</span>
        {(['alimtalk', 'sms', 'email'] as const).map((channel) => {
          const on = settings.channels[channel];
          return (
            <span
              key={channel}
              className={on ? 'badge channel-badge channel-on' : 'badge channel-badge channel-off'}
              data-channel={channel}
              data-configured={on ? 'true' : 'false'}
            >
              {t.channels[channel]} {on ? t.configured : t.notConfigured}
            </span>
          );
        })}
      </div>
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        {result && (
          <span
            className={
              result.ok ? 'settings-result settings-result-ok' : 'settings-result settings-result-error'
            }
            role={result.ok ? 'status' : 'alert'}
            data-testid="message-settings-result"
          >
            {result.text}
          </span>
        )}
      </div>
    </form>
  );
}
