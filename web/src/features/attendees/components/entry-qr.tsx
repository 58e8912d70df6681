import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';

import { QR_SIZE } from '../qr-jpg';

interface EntryQrProps {
  attendeeId: number;
  /** What a screen reader says for it. */
  label: string;
  className: string;
  testId: string;
  ref?: Ref<SVGSVGElement>;
}

/** An attendee's entry QR as the app draws it: their ID, 256 px with a margin of 4 modules, named for a screen reader. */
export function EntryQr({ attendeeId, label, className, testId, ref }: EntryQrProps) {
  return (
    <QRCodeSVG
      ref={ref}
      value={String(attendeeId)}
      size={QR_SIZE}
      marginSize={4}
      className={className}
      data-testid={testId}
      role="img"
      aria-label={label}
    />
  );
}
