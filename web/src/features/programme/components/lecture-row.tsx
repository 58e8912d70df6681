import type { ProgrammeLecture } from '@expo/contract/programme';
import type { ProgrammeTexts } from '@expo/contract/programme-texts';
import { isFull, seatsText } from '@expo/contract/programme-view';

interface LectureRowProps {
  lecture: ProgrammeLecture;
  texts: ProgrammeTexts;
  /** The attendee's own marks (a signed link), else none. */
  mine?: { starred: boolean; checkedIn: boolean };
  /** The star can be toggled now (online, no change of it under way). */
  starEnabled: boolean;
  onToggleStar: (lecture: ProgrammeLecture) => void;
}

/** One lecture: the same elements, classes and texts as the server draws (programme-page.markup.ts). */
export function LectureRow({ lecture, texts, mine, starEnabled, onToggleStar }: LectureRowProps) {
  return (
    <li className="programme-lecture" data-lecture-id={lecture.id}>
      <p className="programme-time">{lecture.time}</p>
      <div className="programme-body">
        <h3 className="programme-title">{lecture.title}</h3>
        <p className="programme-meta">
          <span className="programme-label">{texts.instructor}</span> {lecture.instructor}
        </p>
        <p className="programme-meta">
          <span className="programme-label">{texts.location}</span> {lecture.location}
        </p>
        <p className={`programme-seats${isFull(lecture) ? ' is-full' : ''}`} data-testid="programme-seats">
          {seatsText(lecture, texts)}
        </p>
        {mine?.checkedIn && <p className="programme-checked-in">{texts.checkedIn}</p>}
      </div>
      {mine && (
        <button
          type="button"
          className="programme-star"
          aria-pressed={mine.starred}
          aria-label={texts.starLabel(lecture.title)}
          disabled={!starEnabled}
          onClick={() => onToggleStar(lecture)}
        >
          <span aria-hidden="true">{mine.starred ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
