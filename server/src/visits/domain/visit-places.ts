/** Where attendees are recorded: booths (visits) and lectures (check-ins) share one shape of visitor list. */
export interface VisitPlace {
  /** The place's kind in counters, live rooms and pushes. */
  kind: 'booth' | 'lecture';
  /** The visitor read model and its owner column. */
  table: 'booth_visits' | 'lecture_checkins';
  ownerColumn: 'booth_id' | 'lecture_id';
  /** The event recording a visitor, and the key of the place's id in it. */
  recordedType: 'BoothVisitRecorded' | 'LectureCheckedIn';
  /** The event recording a visitor back again (booths: the attendee.decider's revisit), or null. */
  revisitedType: 'BoothRevisitRecorded' | null;
  ownerKey: 'boothId' | 'lectureId';
  /** The place's removal, which takes its visitor list with it. */
  removedType: 'BoothRemoved' | 'LectureRemoved';
  /** Korean words for messages and file names. */
  idLabel: string;
  visitorsWord: string;
  /** The heading of the visit time column (a booth's 방문시간, a lecture's 출석시간). */
  timeWord: string;
}

export const BOOTH_VISITS: VisitPlace = {
  kind: 'booth',
  table: 'booth_visits',
  ownerColumn: 'booth_id',
  recordedType: 'BoothVisitRecorded',
  revisitedType: 'BoothRevisitRecorded',
  ownerKey: 'boothId',
  removedType: 'BoothRemoved',
  idLabel: '부스 ID',
  visitorsWord: '방문자',
  timeWord: '방문시간',
};

export const LECTURE_CHECKINS: VisitPlace = {
  kind: 'lecture',
  table: 'lecture_checkins',
  ownerColumn: 'lecture_id',
  recordedType: 'LectureCheckedIn',
  revisitedType: null,
  ownerKey: 'lectureId',
  removedType: 'LectureRemoved',
  idLabel: '강연 ID',
  visitorsWord: '출석자',
  timeWord: '출석시간',
};

/** What a visitor row shows once the attendee was deleted (their personal data is erased). */
export const ERASED_VISITOR_NAME = '삭제된 참석자';

export const VISIT_PLACES = [BOOTH_VISITS, LECTURE_CHECKINS] as const;

/** The place of a kind (as rooms and pushes name it). */
export const visitPlace = (kind: VisitPlace['kind']): VisitPlace =>
  kind === 'booth' ? BOOTH_VISITS : LECTURE_CHECKINS;
