import { useRef, useState } from 'react';

import { useQrScanner } from '../../../lib/qr-scan/use-qr-scanner';
import { readScannedAttendeeId } from '../../../lib/qr-scan/scanned-attendee-id';
import { deskTexts } from '../texts';

const READER_ID = 'desk-qr-reader';

/** The desk's camera (html5-qrcode, as /qr-scan): the first attendee QR it reads opens that attendee. */
export function DeskCamera({ onScanned }: { onScanned: (id: number) => void }) {
  const [status, setStatus] = useState<string>(deskTexts.cameraStarting);
  // a camera problem is said as an error (red, announced at once); a QR that is not a badge in blue
  const [cameraFailed, setCameraFailed] = useState(false);
  const done = useRef(false);
  useQrScanner(READER_ID, {
    onDecoded: (text) => {
      if (done.current) return;
      const scanned = readScannedAttendeeId(text);
      if (!scanned.ok) {
        setCameraFailed(false);
        setStatus(scanned.message);
        return;
      }
      done.current = true;
      onScanned(scanned.id);
    },
    onProblem: (message) => {
      setCameraFailed(true);
      setStatus(message);
    },
  });
  return (
    <div className="desk-camera">
      <div id={READER_ID} className="qr-reader desk-qr-reader" data-testid="desk-qr-reader" />
      <p
        key={cameraFailed ? 'camera-problem' : 'status'}
        className={cameraFailed ? 'scan-status scan-status-problem' : 'scan-status'}
        role={cameraFailed ? 'alert' : 'status'}
        data-testid="desk-camera-status"
      >
        {status}
      </p>
    </div>
  );
}
