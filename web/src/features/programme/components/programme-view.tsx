import type { Lang } from '@expo/contract/lang';
import type { Programme, ProgrammeLecture } from '@expo/contract/programme';
import { dayHeading, PROGRAMME_TEXTS } from '@expo/contract/programme-texts';
import { lecturesByDay, matchesSearch } from '@expo/contract/programme-view';
import { useState } from 'react';

import { LectureRow } from './lecture-row';

interface ProgrammeViewProps {
  programme: Programme;
  lang: Lang;
  /** What the page says above the lectures (offline, a star refused), if anything. */
  notice: string | null;
  starsEnabled: boolean;
  onToggleStar: (lecture: ProgrammeLecture) => void;
}

/**
 * The programme: heading, search, the two views of a signed link (전체 / 내 일정) and the lectures by day. The
 * first draw is the server's (programme-page.markup.ts): every lecture, no search.
 */
export function ProgrammeView({ programme, lang, notice, starsEnabled, onToggleStar }: ProgrammeViewProps) {
  const texts = PROGRAMME_TEXTS[lang];
  const [search, setSearch] = useState('');
  const [mineOnly, setMineOnly] = useState(false);
  const { attendee } = programme;
  const starred = new Set(attendee?.starred);
  const checkedIn = new Set(attendee?.checkedIn);
  const shown = programme.lectures.filter(
    (lecture) => matchesSearch(lecture, search) && (!mineOnly || starred.has(lecture.id)),
  );
  const days = lecturesByDay(shown);
  const empty = !programme.lectures.length
    ? texts.noLectures
    : mineOnly && !starred.size
      ? texts.noStars
      : texts.noMatches;

  return (
    <>
      <h1 className="programme-heading">{texts.heading}</h1>
      <p className="programme-event">{programme.eventName}</p>
      <div className="programme-tools">
        <label className="programme-search">
          <span className="programme-search-label">{texts.searchLabel}</span>
          <input
            type="search"
            placeholder={texts.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {attendee && (
          <div className="programme-views" role="group" aria-label={texts.views}>
            {[false, true].map((mine) => (
              <button
                key={String(mine)}
                type="button"
                className="programme-view"
                aria-pressed={mineOnly === mine}
                onClick={() => setMineOnly(mine)}
              >
                {mine ? texts.mine : texts.all}
              </button>
            ))}
          </div>
        )}
      </div>
      {notice && (
        <p className="programme-notice" role="status">
          {notice}
        </p>
      )}
      {days.length ? (
        days.map(({ date, lectures }, i) => (
          <section key={date} className="programme-day" aria-labelledby={`programme-day-${String(i)}`}>
            <h2 className="programme-date" id={`programme-day-${String(i)}`}>
              {dayHeading(date, lang)}
            </h2>
            <ul className="programme-list">
              {lectures.map((lecture) => (
                <LectureRow
                  key={lecture.id}
                  lecture={lecture}
                  texts={texts}
                  mine={
                    attendee && { starred: starred.has(lecture.id), checkedIn: checkedIn.has(lecture.id) }
                  }
                  starEnabled={starsEnabled}
                  onToggleStar={onToggleStar}
                />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="programme-empty">{empty}</p>
      )}
    </>
  );
}
