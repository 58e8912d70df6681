import { toApiError } from '../../../lib/api/api-errors';
import { ContinuousScanner } from '../../../lib/qr-scan/continuous-scanner';
import type { ScanFeedback } from '../../../lib/qr-scan/scan-feedback';
import { recordDoorCheckIn } from '../api/record-door-check-in';
import { lectureDoorTexts } from '../texts';
import { useDoorSurvey } from '../use-door-survey';
import { useLectureDoor } from '../use-lecture-door';
import { DoorCount } from './door-count';
import { DoorSurveyQr } from './door-survey-qr';

const READER_ID = 'door-qr-reader';

interface LectureDoorScreenProps {
  lectureId: number;
  eventId: number | null;
}

/**
 * The lecture door: the title, 입장 n / 정원 m with its warnings, and the continuous scanner; after a check-in,
 * the lecture's open survey as a QR for the attendee's own phone.
 */
export function LectureDoorScreen({ lectureId, eventId }: LectureDoorScreenProps) {
  const { door, error, showCount } = useLectureDoor(lectureId, eventId);
  const survey = useDoorSurvey(lectureId);

  const onRead = async (userId: number): Promise<ScanFeedback> => {
    survey.withdraw();
    try {
      const answer = await recordDoorCheckIn(lectureId, userId, eventId);
      showCount({ checkedIn: answer.checkedIn, capacity: answer.capacity });
      const { userName, affiliation } = answer.attendee;
      // the lecture's survey for them, looked up in the background: the next scan does not wait for it
      if (answer.recorded) survey.offerTo({ userId, userName });
      return answer.recorded
        ? { kind: 'success', title: userName, detail: affiliation || undefined, attendeeId: userId }
        : { kind: 'duplicate', title: lectureDoorTexts.alreadyIn, detail: userName, attendeeId: userId };
    } catch (caught) {
      const failure = toApiError(caught);
      const title =
        failure.status === 0
          ? lectureDoorTexts.networkError
          : lectureDoorTexts.checkInFailed(failure.message);
      return { kind: 'failure', title, attendeeId: userId };
    }
  };

  return (
    <section className="page door-page">
      <header className="door-header">
        <p className="door-kicker">{lectureDoorTexts.title}</p>
        <h1 className="door-title" data-testid="door-title">
          {door?.title ?? lectureDoorTexts.loading}
        </h1>
      </header>
      {error && (
        <p className="message message-error" role="alert" data-testid="door-error">
          {error}
        </p>
      )}
      {door && <DoorCount door={door} />}
      <ContinuousScanner
        readerId={READER_ID}
        onRead={onRead}
        kindLabels={lectureDoorTexts.kindLabels}
        belowBanner={survey.offer && <DoorSurveyQr offer={survey.offer} />}
      />
    </section>
  );
}
