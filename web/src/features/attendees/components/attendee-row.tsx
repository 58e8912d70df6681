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

export function AttendeeRow({ attendee, actions, busy }: AttendeeRowProps) {
  const unpaid = attendee.paymentStatus2 === 'N';
  return (
    <tr data-testid={`attendee-row-${String(attendee.id)}`}>
      <td className="cell-number">{attendee.id}</td>
      <td className="cell-strong">{attendee.name}</td>
      <td>{attendee.affiliation}</td>
      <td className="cell-nowrap">{attendee.phoneNumber}</td>
      <td>{attendee.country}</td>
      <td className="cell-center">
        <Flag value={attendee.paymentStatus} />
      </td>
      <td className="cell-center">
        <Flag value={attendee.paymentStatus2} />
      </td>
      <td className="cell-center">{attendee.registrationType}</td>
      <td className="cell-nowrap cell-muted">{formatPrintTime(attendee.createdAt)}</td>
      <td>
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
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => {
              actions.sendQr(attendee);
            }}
            disabled={unpaid || busy}
          >
            {attendeeTexts.sendQr}
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => {
              actions.viewQr(attendee);
            }}
            disabled={unpaid}
          >
            {attendeeTexts.viewQr}
          </button>
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
      </td>
    </tr>
  );
}
