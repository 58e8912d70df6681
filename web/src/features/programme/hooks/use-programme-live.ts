import type { ProgrammePush } from '@expo/contract/live';
import { useEffect, useEffectEvent } from 'react';

import { LiveConnection } from '../../../lib/live/live-connection';

/**
 * The programme page's public live connection (docs/LIVE.md, `auth: { programme: eventId }`): `onSeats` with each
 * `programme` push, `onResync` after every connect (pushes may have been missed) and on `resync`.
 */
export function useProgrammeLive(
  eventId: number | null,
  onSeats: (push: ProgrammePush) => void,
  onResync: () => void,
): void {
  const seats = useEffectEvent(onSeats);
  const resync = useEffectEvent(onResync);
  useEffect(() => {
    if (eventId === null) return;
    // no token: a refusal (the event gone) ends nothing else; the connection gives up on it
    const connection = new LiveConnection(`programme:${String(eventId)}`, () => undefined, {
      programme: eventId,
    });
    connection.on('programme', (push) => seats(push));
    connection.on('resync', () => resync());
    connection.onConnect(() => resync());
    return () => connection.close();
  }, [eventId]);
}
