import './retention-banner.css';

import { Link } from 'react-router-dom';

import { useAsyncData } from '../../lib/hooks/use-async-data';
import { getPrivacyDestructions, getPrivacyRetention } from './privacy-calls';
import { bannerOf, type BannerState } from './retention-banner-state';
import { privacyPartTexts } from './texts';

async function loadBanner(signal: AbortSignal): Promise<BannerState> {
  const retention = await getPrivacyRetention(signal);
  if (!retention.destroyed) return bannerOf(retention, null);
  const records = await getPrivacyDestructions(signal).catch(() => []);
  const last =
    records
      .map((record) => record.destroyedAt)
      .sort()
      .at(-1) ?? null;
  return bannerOf(retention, last);
}

/** The /users warning before (and note after) the destruction of the event's personal data. */
export function RetentionBanner() {
  const { data } = useAsyncData(loadBanner);
  if (!data || data.kind === 'none') return null;
  if (data.kind === 'destroyed') {
    return (
      <p className="privacy-banner privacy-banner-done" role="status" data-testid="privacy-banner">
        {privacyPartTexts.bannerDestroyed(data.date)}
      </p>
    );
  }
  return (
    <p className="privacy-banner" role="alert" data-testid="privacy-banner">
      {privacyPartTexts.bannerSoon(data.destroyAt, data.daysLeft)}{' '}
      <Link to="/privacy" className="privacy-banner-link">
        {privacyPartTexts.bannerLink}
      </Link>
    </p>
  );
}
