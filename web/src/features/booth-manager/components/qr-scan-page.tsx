import { useState } from 'react';
import { Navigate } from 'react-router-dom';

import { getBoothSession } from '../../../lib/session/booth';
import { loadContinuousMode, saveContinuousMode } from '../continuous-mode';
import { boothManagerTexts } from '../texts';
import { ContinuousBoothScan } from './continuous-booth-scan';
import { SingleBoothScan } from './single-booth-scan';

/** /qr-scan: without a booth session (no booth or no token stored), the login screen; a scan needs a booth. */
export function QrScanPage() {
  const [session] = useState(getBoothSession);
  const [continuous, setContinuous] = useState(loadContinuousMode);
  if (!session?.token) return <Navigate to="/booth-login" replace />;
  return (
    <section className={`booth-page scan-page${continuous ? ' scan-page-continuous' : ''}`}>
      <div className="scan-header">
        <h1 className="scan-title">{boothManagerTexts.scanTitle}</h1>
        <label className="scan-mode-switch">
          <input
            type="checkbox"
            role="switch"
            checked={continuous}
            onChange={(event) => {
              setContinuous(event.target.checked);
              saveContinuousMode(event.target.checked);
            }}
            data-testid="continuous-switch"
          />
          <span>{boothManagerTexts.continuousScan}</span>
        </label>
      </div>
      {continuous ? (
        <ContinuousBoothScan key="continuous" session={session} />
      ) : (
        <SingleBoothScan key="single" session={session} />
      )}
    </section>
  );
}
