import { useState } from 'react';
import { Link } from 'react-router-dom';

import { getKioskSession } from '../../../lib/session/kiosk';
import { kioskTexts } from '../texts';
import { KioskScreen } from './kiosk-screen';

/** /kiosk: the self-service kiosk a desk started (its token in 'kioskSession'); else how to start one. */
export function KioskPage() {
  const [session] = useState(getKioskSession);
  const [ended, setEnded] = useState(false);
  if (!session || ended) {
    return (
      <main className="kiosk kiosk-no-session">
        <p className="kiosk-message" role="alert">
          {ended ? kioskTexts.sessionEnded : kioskTexts.noSession}
        </p>
        <Link to="/desk" className="btn btn-secondary btn-large">
          {kioskTexts.toDesk}
        </Link>
      </main>
    );
  }
  return (
    <KioskScreen
      eventName={session.eventName}
      onEnded={() => {
        setEnded(true);
      }}
    />
  );
}
