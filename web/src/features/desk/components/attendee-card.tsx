import { seoulClock } from '@expo/contract/seoul-time';
import type { DeskOutcome } from '../hooks/use-desk-actions';
import { deskTexts } from '../texts';
import type { DeskAttendee } from '@expo/contract/desks';
import { fullText } from '../../../components/long-text';

interface AttendeeCardProps {
  attendee: DeskAttendee;
  /** Actions of this attendee waiting in the offline queue. */
  waiting: boolean;
  busy: 'print' | 'entry' | null;
  outcome: DeskOutcome | null;
  onPrint: () => void;
  onCheckIn: () => void;
}

function printedText(attendee: DeskAttendee): string {
  const { printCount, lastPrintedAt, lastPrintedBy } = attendee.badge;
  if (attendee.paymentStatus !== 'Y') return 'N';
  if (!lastPrintedAt) return 'Y';
  return `Y · ${deskTexts.printedDetail(seoulClock(lastPrintedAt), lastPrintedBy ?? '-', printCount)}`;
}

const OUTCOME_CLASS: Record<DeskOutcome['kind'], string> = {
  success: 'message message-success',
  info: 'message desk-message-info',
  queued: 'message desk-message-queued',
  error: 'message message-error',
};

/** The attendee found at the desk: who they are, paid, printed, entered today; print and check in. */
export function AttendeeCard({ attendee, waiting, busy, outcome, onPrint, onCheckIn }: AttendeeCardProps) {
  const unpaid = attendee.paymentStatus2 === 'N';
  const today = attendee.enteredToday;
  const rows: [string, string, string][] = [
    ['affiliation', deskTexts.affiliation, attendee.affiliation],
    ['country', deskTexts.country, attendee.country],
    ['registration-type', deskTexts.registrationType, deskTexts.registrationTypes[attendee.registrationType]],
    ['paid', deskTexts.paid, attendee.paymentStatus2],
    ['printed', deskTexts.printed, printedText(attendee)],
    [
      'entry',
      deskTexts.entry,
      today ? deskTexts.enteredAt(seoulClock(today.at), today.by) : deskTexts.notEntered,
    ],
  ];
  return (
    <article className="card desk-card" data-testid="desk-card" data-attendee-id={attendee.id}>
      <header className="desk-card-header">
        <h2 className="desk-card-name" data-testid="desk-card-name" {...fullText(attendee.name)}>
          {attendee.name}
        </h2>
        <span className="desk-card-id">
          {deskTexts.id} {attendee.id}
        </span>
        {waiting && (
          <span className="desk-waiting" data-testid="desk-card-waiting">
            {deskTexts.queued}
          </span>
        )}
      </header>
      <dl className="desk-card-fields">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`desk-field desk-field-${key}`} data-testid={`desk-card-${key}`}>
            <dt>{label}</dt>
            <dd {...fullText(value)}>{value}</dd>
          </div>
        ))}
      </dl>
      {unpaid && (
        <p className="desk-unpaid" role="alert" data-testid="desk-card-unpaid">
          {deskTexts.unpaidWarning}
        </p>
      )}
      <div className="desk-card-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          disabled={busy !== null}
          onClick={onPrint}
        >
          {busy === 'print' ? deskTexts.printing : deskTexts.print}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-large"
          disabled={busy !== null}
          onClick={onCheckIn}
        >
          {busy === 'entry' ? deskTexts.checkingIn : deskTexts.checkIn}
        </button>
      </div>
      {outcome && (
        <p
          className={OUTCOME_CLASS[outcome.kind]}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          data-testid="desk-outcome"
        >
          {outcome.text}
        </p>
      )}
    </article>
  );
}
