import { useCallback } from 'react';

import { useLive, useLiveRefetch } from '../../../lib/live/live-hooks';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getWalkIns } from '../api/get-walk-ins';
import { deskTexts } from '../texts';
import type { DeskAttendee } from '@expo/contract/desks';
import { AttendeeWho } from './attendee-who';

interface WalkInListProps {
  onOpen: (attendee: DeskAttendee) => void;
  onPrint: (attendee: DeskAttendee) => void;
}

/**
 * The last walk-ins registered at /manual-register, newest first: open their card, or print at once. Read again
 * when the server signals a change (`walk-ins`, docs/LIVE.md), after every (re)connect and on `resync`, never on
 * a timer: a walk-in reaches the desk within a second of registering.
 */
export function WalkInList({ onOpen, onPrint }: WalkInListProps) {
  const fetcher = useCallback((signal: AbortSignal) => getWalkIns(signal), []);
  const { data, error, reload } = useAsyncData(fetcher);
  useLive('desk', 'walk-ins', reload);
  // flaky Wi-Fi: whatever registered while the connection was down is read after it comes back
  useLiveRefetch('desk', reload);

  return (
    <section className="card desk-walk-ins" aria-labelledby="desk-walk-ins-title">
      <h2 id="desk-walk-ins-title" className="section-title">
        {deskTexts.walkInsTitle}
      </h2>
      {error && !data && <p className="muted">{deskTexts.walkInsFailed}</p>}
      {data && data.length === 0 && <p className="muted">{deskTexts.walkInsEmpty}</p>}
      <ul className="desk-walk-in-list" data-testid="desk-walk-ins">
        {(data ?? []).map((attendee) => (
          <li key={attendee.id} className="desk-walk-in" data-testid={`desk-walk-in-${String(attendee.id)}`}>
            <div className="desk-walk-in-who">
              <AttendeeWho name={attendee.name} affiliation={attendee.affiliation} />
              <span className="desk-result-id">
                ID {attendee.id} · {deskTexts.printed} {attendee.paymentStatus}
              </span>
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-small btn-secondary"
                onClick={() => {
                  onOpen(attendee);
                }}
              >
                {deskTexts.open}
              </button>
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => {
                  onPrint(attendee);
                }}
              >
                {deskTexts.print}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
