import { registrationTypeLabel } from '../../../lib/registration-type';
import { useState } from 'react';

import { LongText } from '../../../components/long-text';
import { consentTexts } from '../consent-texts';
import type { AttendeeRowActions } from '../hooks/use-attendee-row-actions';
import { attendeeTexts } from '../texts';
import type { Attendee, YesNo } from '../types';

interface AttendeeRowProps {
  attendee: Attendee;
  actions: Omit<AttendeeRowActions, 'busyIds'>;
  busy: boolean;
}

function Flag({ value }: { value: YesNo }) {
  return <span className={value === 'Y' ? 'badge badge-yes' : 'badge badge-no'}>{value}</span>;
}

/** createdAt (print time) as the spec shows it: the 'T' replaced by a space. */
export function formatPrintTime(createdAt: string | null | undefined): string {
  return createdAt ? createdAt.replace('T', ' ') : '';
}

/** The column names, as each cell's label when a row becomes a card on a phone. */
const [ID, NAME, AFFILIATION, PHONE, COUNTRY, PRINTED, PAID, REGISTRATION, PRINT_TIME, ACTIONS] =
  attendeeTexts.columns;

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
      <td className="cell-number" data-label={ID}>
        {attendee.id}
      </td>
      <td className="cell-strong attendee-cell-name" data-label={NAME}>
        <LongText text={attendee.name} lines={2} />
      </td>
      <td data-label={AFFILIATION}>
        <LongText text={attendee.affiliation} lines={2} />
      </td>
      <td className="cell-nowrap" data-label={PHONE}>
        {attendee.phoneNumber}
      </td>
      <td data-label={COUNTRY}>
        <LongText text={attendee.country} lines={2} />
      </td>
      <td className="cell-center" data-label={PRINTED}>
        <Flag value={attendee.paymentStatus} />
      </td>
      <td className="cell-center" data-label={PAID}>
        <Flag value={attendee.paymentStatus2} />
      </td>
      <td className="cell-center" data-label={REGISTRATION}>
        {registrationTypeLabel(attendee.registrationType)}
      </td>
      <td className="cell-nowrap cell-muted" data-label={PRINT_TIME}>
        {formatPrintTime(attendee.createdAt)}
      </td>
      <td className="attendee-cell-actions" data-label={ACTIONS}>
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
