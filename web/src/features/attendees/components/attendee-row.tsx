import { seoulDisplay } from '@expo/contract/seoul-time';
import { registrationTypeLabel } from '../../../lib/text/registration-type';
import { useState } from 'react';

import { LongText } from '../../../components/long-text';
import { consentTexts } from '../consent-texts';
import type { AttendeeRowActions } from '../hooks/use-attendee-row-actions';
import { attendeeTexts } from '../texts';
import type { ListedAttendee } from '@expo/contract/attendees';
import type { YesNo } from '@expo/contract/attendee-values';

interface AttendeeRowProps {
  attendee: ListedAttendee;
  actions: Omit<AttendeeRowActions, 'busyIds'>;
  busy: boolean;
}

function Flag({ value }: { value: YesNo }) {
  return <span className={value === 'Y' ? 'badge badge-yes' : 'badge badge-no'}>{value}</span>;
}

interface QrButtonProps {
  label: string;
  className: string;
  /** 결제유무 N: the button says why it cannot be used instead of acting. */
  unpaid: boolean;
  busy?: boolean;
  onUse: () => void;
  onRefused: () => void;
}

/**
 * QR 발송 / QR 보기: unusable while unpaid, yet still hoverable and tappable (aria-disabled, not disabled,
 * which would swallow the tap) so it can say why: '결제 확인 후 사용할 수 있습니다'.
 */
function QrButton({ label, className, unpaid, busy = false, onUse, onRefused }: QrButtonProps) {
  return (
    <button
      type="button"
      className={unpaid ? `${className} btn-refused` : className}
      aria-disabled={unpaid || undefined}
      title={unpaid ? attendeeTexts.qrNeedsPayment : undefined}
      disabled={busy && !unpaid}
      onClick={() => {
        if (unpaid) onRefused();
        else onUse();
      }}
    >
      {label}
    </button>
  );
}

export function AttendeeRow({ attendee, actions, busy }: AttendeeRowProps) {
  const unpaid = attendee.paymentStatus2 === 'N';
  const [hint, setHint] = useState(false);
  const showHint = () => {
    setHint(true);
  };
  return (
    <tr className="attendee-row" data-testid={`attendee-row-${String(attendee.id)}`}>
      <td className="cell-number">{attendee.id}</td>
      <td className="cell-strong attendee-cell-name">
        <LongText text={attendee.name} lines={2} />
      </td>
      <td>
        <LongText text={attendee.affiliation} lines={2} />
      </td>
      <td className="cell-nowrap">{attendee.phoneNumber}</td>
      <td>
        <LongText text={attendee.country} lines={2} />
      </td>
      <td className="cell-center">
        <Flag value={attendee.paymentStatus} />
      </td>
      <td className="cell-center">
        <Flag value={attendee.paymentStatus2} />
      </td>
      <td className="cell-center">{registrationTypeLabel(attendee.registrationType)}</td>
      <td className="cell-nowrap cell-muted">{seoulDisplay(attendee.createdAt ?? '')}</td>
      <td className="cell-actions">
        <div className="row-actions">
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => {
              actions.edit(attendee);
            }}
          >
            {attendeeTexts.edit}
          </button>
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => {
              actions.remove(attendee);
            }}
            disabled={busy}
          >
            {attendeeTexts.delete}
          </button>
          <QrButton
            label={attendeeTexts.sendQr}
            className="btn btn-small btn-primary"
            unpaid={unpaid}
            busy={busy}
            onUse={() => {
              actions.sendQr(attendee);
            }}
            onRefused={showHint}
          />
          <QrButton
            label={attendeeTexts.viewQr}
            className="btn btn-small btn-secondary"
            unpaid={unpaid}
            onUse={() => {
              actions.viewQr(attendee);
            }}
            onRefused={showHint}
          />
          <button
            type="button"
            className="btn btn-small btn-secondary"
            title={consentTexts.viewPersonalDataTitle}
            onClick={() => {
              actions.viewPersonalData(attendee);
            }}
            disabled={busy}
          >
            {consentTexts.viewPersonalData}
          </button>
        </div>
        {unpaid && hint && (
          <p className="row-hint" role="status" data-testid="qr-payment-hint">
            {attendeeTexts.qrNeedsPayment}
          </p>
        )}
      </td>
    </tr>
  );
}
