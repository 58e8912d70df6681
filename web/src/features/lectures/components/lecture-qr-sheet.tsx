import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useRef } from 'react';

import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { lectureApi } from '../api/lecture-api';
import { useAlertOnce } from '../hooks/use-alert-once';
import { lectureTexts } from '../texts';
import { LectureQrActions } from './lecture-qr-actions';

/** Spec §9: the lecture QR is 256 px. */
const QR_SIZE = 256;

/**
 * Loads the lecture and shows the printable block: '{title} QR', the QR with its caption in Korean and English,
 * instructor, date, time, location.
 */
export function LectureQrSheet({ id }: { id: string }) {
  const block = useRef<HTMLDivElement>(null);
  const fetcher = useCallback(
    (signal: AbortSignal) => lectureApi.get(id, { auth: 'optional', signal }),
    [id],
  );
  const { data: lecture, error, loading } = useAsyncData(fetcher);
  useAlertOnce(error ? lectureTexts.qrLoadFailed : null);

  if (loading) return <p className="muted lecture-qr-status">{lectureTexts.qrLoading}</p>;
  if (error || !lecture) {
    return (
      <p className="message message-error" role="alert">
        {lectureTexts.qrLoadFailed}
      </p>
    );
  }

  return (
    <>
      <div className="lecture-qr-sheet" ref={block} data-testid="lecture-qr-block">
        <h1 className="lecture-qr-title">{lectureTexts.qrHeading(lecture.title)}</h1>
        <QRCodeSVG
          // the server's check-in address on the public origin (PUBLIC_URL): the admin may open this page on
          // another address than the attendees' phones reach
          value={lecture.checkInUrl}
          size={QR_SIZE}
          marginSize={4}
          className="lecture-qr-code"
          data-testid="lecture-qr-code"
        />
        <p className="lecture-qr-caption" data-testid="lecture-qr-caption">
          <span>{lectureTexts.qrCaption}</span>
          <span lang="en">{lectureTexts.qrCaptionEnglish}</span>
        </p>
        <ul className="lecture-qr-info">
          <li>{lectureTexts.qrInstructor(lecture.instructor)}</li>
          <li>{lectureTexts.qrDate(lecture.date)}</li>
          <li>{lectureTexts.qrTime(lecture.time)}</li>
          <li>{lectureTexts.qrLocation(lecture.location)}</li>
        </ul>
      </div>
      <LectureQrActions block={block} lectureId={id} />
    </>
  );
}
