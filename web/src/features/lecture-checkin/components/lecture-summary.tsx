import { useCallback } from 'react';

import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getCheckinLecture } from '../api/get-checkin-lecture';
import { useLang } from '../../../lib/i18n/language';
import { CHECKIN_TEXTS } from '../texts';

/** The lecture's title, instructor, date and time, and location, above the check-in form. */
export function LectureSummary({ lectureId }: { lectureId: number }) {
  const fetcher = useCallback((signal: AbortSignal) => getCheckinLecture(lectureId, signal), [lectureId]);
  const { data: lecture, error, loading } = useAsyncData(fetcher);
  const checkinTexts = CHECKIN_TEXTS[useLang()];

  if (loading) return <p className="checkin-lecture-status muted">{checkinTexts.lectureLoading}</p>;
  if (error || !lecture) {
    return <p className="checkin-lecture-status checkin-unavailable">{checkinTexts.lectureUnavailable}</p>;
  }
  return (
    <div className="checkin-lecture" data-testid="checkin-lecture">
      <h2 className="checkin-lecture-title">{lecture.title}</h2>
      <dl className="checkin-lecture-info">
        <div>
          <dt>{checkinTexts.instructor}</dt>
          <dd>{lecture.instructor}</dd>
        </div>
        <div>
          <dt>{checkinTexts.when}</dt>
          <dd>
            {lecture.date} {lecture.time}
          </dd>
        </div>
        <div>
          <dt>{checkinTexts.location}</dt>
          <dd>{lecture.location}</dd>
        </div>
      </dl>
    </div>
  );
}
