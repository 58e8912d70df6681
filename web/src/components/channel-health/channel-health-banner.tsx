import { seoulClock } from '@expo/contract/seoul-time';
import './channel-health-banner.css';

import { useLive, useLiveRefetch } from '../../lib/live/live-hooks';
import type { ChannelHealth } from '@expo/contract/messaging';
import { useChannelHealth } from './channel-health';
import { channelHealthTexts as t } from './texts';

/**
 * A banner for each channel whose sends keep failing (the provider or mail server unreachable, the account
 * refused), with the time of the last failure; gone once a send goes out. On /messages and /dashboard; follows
 * the live 'messages' pushes.
 */
export function ChannelHealthBanner() {
  const { data, reload } = useChannelHealth();
  useLive('admin', 'messages', reload);
  useLiveRefetch('admin', reload);
  if (!data) return null;
  return (
    <>
      {(['phone', 'email'] as const).map((channel) => {
        const health: ChannelHealth = data[channel];
        if (!health.failing || !health.lastFailureAt) return null;
        return (
          <div
            key={channel}
            className="message message-error channel-health-banner"
            role="alert"
            data-testid={`channel-health-${channel}`}
          >
            <p>{t[channel](seoulClock(health.lastFailureAt))}</p>
            {health.lastError && <p className="channel-health-reason">{t.lastReason(health.lastError)}</p>}
          </div>
        );
      })}
    </>
  );
}
