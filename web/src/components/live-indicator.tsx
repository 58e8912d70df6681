import { useLiveStatus } from '../lib/live/live-hooks';
import type { LiveRole } from '../lib/live/live-protocol';
import { sharedTexts } from './texts';

/**
 * The page header's badge: a green '실시간' while connected, grey '실시간 연결 중…' before the first connect,
 * amber '연결 끊김 · 다시 연결하는 중…' after a connection was lost.
 */
export function LiveIndicator({ role }: { role: LiveRole }) {
  const status = useLiveStatus(role);
  const live = status === 'live';
  return (
    <span
      className={live ? 'live-indicator live-indicator-on' : 'live-indicator live-indicator-off'}
      role="status"
      data-testid="live-status"
      data-state={status}
    >
      <span className="live-dot" aria-hidden="true" />
      {live ? sharedTexts.live : status === 'connecting' ? sharedTexts.liveConnecting : sharedTexts.liveLost}
    </span>
  );
}
