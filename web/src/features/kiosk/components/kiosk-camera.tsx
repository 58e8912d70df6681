import { useState } from 'react';

import { useQrScanner } from '../../../lib/qr-scan/use-qr-scanner';

const READER_ID = 'kiosk-qr-reader';

/** The kiosk's camera, running the whole time; every decoded QR text goes to `onDecoded`. */
export function KioskCamera({ onDecoded, hidden }: { onDecoded: (text: string) => void; hidden: boolean }) {
  const [problem, setProblem] = useState('');
  useQrScanner(READER_ID, { onDecoded, onProblem: setProblem });
  return (
    <div className={hidden ? 'kiosk-camera kiosk-camera-hidden' : 'kiosk-camera'}>
      {/* without a camera (a scanner only) the empty viewfinder is not shown */}
      <div
        id={READER_ID}
        className={problem ? 'qr-reader kiosk-qr-reader kiosk-qr-reader-off' : 'qr-reader kiosk-qr-reader'}
        data-testid="kiosk-qr-reader"
      />
      {problem && (
        <p className="kiosk-camera-problem" data-testid="kiosk-camera-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
