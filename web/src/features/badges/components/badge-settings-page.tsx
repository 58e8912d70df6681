import { useCallback } from 'react';

import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getBadgeSettings } from '../api/get-badge-settings';
import { getEventName } from '../../../lib/event/get-event-name';
import { PREVIEW_EVENT_NAME } from '../preview-samples';
import { badgeTexts } from '../texts';
import { BadgeSettingsForm } from './badge-settings-form';

/** /badges/settings (admin): the event's badge size, fields and colour strips, with a live preview. */
export function BadgeSettingsPage() {
  const settingsFetcher = useCallback((signal: AbortSignal) => getBadgeSettings(signal), []);
  const nameFetcher = useCallback((signal: AbortSignal) => getEventName(signal).catch(() => null), []);
  const { data: settings, error, loading } = useAsyncData(settingsFetcher);
  const { data: eventName, loading: nameLoading } = useAsyncData(nameFetcher);

  return (
    <section className="page badge-settings-page">
      <header className="page-header">
        <div>
          <h1>{badgeTexts.settingsTitle}</h1>
          <p className="page-subtitle">{badgeTexts.settingsSubtitle}</p>
        </div>
      </header>
      <LoadStatus
        errorText={error ? badgeTexts.settingsLoadFailed(error.message) : null}
        loadingText={(loading || nameLoading) && !error ? badgeTexts.settingsLoading : null}
      />
      {settings && !loading && !nameLoading && (
        <BadgeSettingsForm initial={settings} eventName={eventName ?? PREVIEW_EVENT_NAME} />
      )}
    </section>
  );
}
