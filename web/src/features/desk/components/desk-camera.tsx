import { useRef, useState } from 'react';

import { useQrScanner } from '../../../lib/qr-scan/use-qr-scanner';
import { readScannedAttendeeId } from '../../../lib/qr-scan/scanned-attendee-id';
import { deskTexts } from '../texts';

const READER_ID = 'desk-qr-reader';

/** The desk's camera (html5-qrcode, as /qr-scan): the first attendee QR it reads opens that attendee. */
export function DeskCamera({ onScanned }: { onScanned: (id: number) => void }) {
  const [status, setStatus] = useState<string>(deskTexts.cameraStarting);
  const done = useRef(false);
  useQrScanner(READER_ID, {
    onDecoded: (text) => {
      if (done.current) return;
      const scanned = readScannedAttendeeId(text);
      if (!scanned.ok) return setStatus(scanned.message);
      done.current = true;
      onScanned(scanned.id);
    },
    onProblem: setStatus,
  });
  return (
    <div className="desk-camera">
      <div id={READER_ID} className="qr-reader desk-qr-reader" data-testid="desk-qr-reader" />
      <p className="scan-status" role="status" data-testid="desk-camera-status">
        {status}
      </p>
    </div>
  );
}
