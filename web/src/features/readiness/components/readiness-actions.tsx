import type { Readiness } from '@expo/contract/readiness';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { useState, type FormEvent } from 'react';

import { sendTestMessage, reviewPrivacyNotices, recordBadgeTestPrint } from '../api/readiness';

interface Props {
  readiness: Readiness;
  onChange: (next: Readiness) => void;
}

/** What the readiness page itself does: a test send to a typed address, '검토 완료', '시험 인쇄'. */
export function ReadinessActions({ readiness, onChange }: Props) {
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error: boolean } | null>(null);
  const eventId = readiness.eventId;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setResult({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const sent = await sendTestMessage(eventId, { to });
      setResult({ text: sent.message, error: sent.status !== 'sent' });
      onChange(sent.readiness);
    });
  };
  const print = () =>
    void run(async () => {
      onChange(await recordBadgeTestPrint(eventId));
      window.print();
    });

  return (
    <div className="readiness-actions">
      <form className="readiness-send" onSubmit={send}>
        <label htmlFor="readiness-to">{T.messaging.formLabel}</label>
        <div className="readiness-send-row">
          <input
            id="readiness-to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder="name@example.com / 010-1234-5678"
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !to.trim()}>
            {busy ? T.messaging.sending : T.messaging.send}
          </button>
        </div>
        {result && (
          <p
            className={`message ${result.error ? 'message-error' : 'message-success'}`}
            role="status"
            data-testid="readiness-send-result"
          >
            {result.text}
          </p>
        )}
      </form>
      <div className="readiness-buttons">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void run(async () => onChange(await reviewPrivacyNotices(eventId)))}
        >
          {T.privacy.review}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={print}>
          {T.badge.print}
        </button>
      </div>
    </div>
  );
}
