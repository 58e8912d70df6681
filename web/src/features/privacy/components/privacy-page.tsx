import './privacy.css';

import { PrivacyTabs } from '../../../components/privacy/privacy-tabs';
import { useCallback, useState } from 'react';

import { LoadStatus } from '../../../components/load-status';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getPrivacyDestructions } from '../../../components/privacy/privacy-calls';
import { getPrivacySettings } from '../api/privacy-settings';
import { privacyTexts } from '../texts';
import { DestroyDialog } from './destroy-dialog';
import { DestructionRecords } from './destruction-records';
import { PrivacySettingsForm } from './privacy-settings-form';

const loadSettings = (signal: AbortSignal) => getPrivacySettings(signal);

/** /privacy '개인정보 설정': the event's privacy settings, its destruction records and '지금 파기'. */
export function PrivacyPage() {
  const settings = useAsyncData(loadSettings);
  const recordsFetcher = useCallback((signal: AbortSignal) => getPrivacyDestructions(signal), []);
  const records = useAsyncData(recordsFetcher);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<ResultMessageValue | null>(null);

  return (
    <section className="page privacy-page">
      <PrivacyTabs />
      <header className="page-header">
        <div>
          <h1>{privacyTexts.title}</h1>
          <p className="page-subtitle">{privacyTexts.subtitle}</p>
        </div>
      </header>
      <LoadStatus
        errorText={settings.error ? privacyTexts.loadFailed(settings.error.message) : null}
        loadingText={settings.loading && !settings.data ? privacyTexts.loading : null}
      />
      {settings.data && <PrivacySettingsForm initial={settings.data} />}

      <DestructionRecords
        records={records.data}
        loading={records.loading}
        error={records.error ? records.error.message : null}
      />

      <section className="card privacy-danger" aria-labelledby="privacy-danger-title">
        <h2 id="privacy-danger-title" className="privacy-section-title">
          {privacyTexts.dangerTitle}
        </h2>
        <p className="privacy-check-help">{privacyTexts.dangerHelp}</p>
        <p className="privacy-check-help">{privacyTexts.dialogWhat}</p>
        <button
          type="button"
          className="btn btn-danger"
          aria-haspopup="dialog"
          onClick={() => {
            setOutcome(null);
            setDialogOpen(true);
          }}
        >
          {privacyTexts.destroyNow}
        </button>
        <ResultMessage message={outcome} />
      </section>
      {dialogOpen && (
        <DestroyDialog
          onClose={() => {
            setDialogOpen(false);
          }}
          onDestroyed={(attendees) => {
            setDialogOpen(false);
            setOutcome({ kind: 'success', text: privacyTexts.destroyed(attendees) });
            records.reload();
          }}
        />
      )}
    </section>
  );
}
