import type { Lang } from './lang.js';

/**
 * The programme page's texts (/program/{eventId}, issue 50) in Korean and English: the server draws the page with
 * them and the web app shows the same once it has taken the page over.
 */
export interface ProgrammeTexts {
  /** The document's title and the page's heading. */
  title: (eventName: string) => string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The two views of a signed link: every lecture, or the attendee's own. */
  views: string;
  all: string;
  mine: string;
  instructor: string;
  location: string;
  seatsLeft: (left: number, capacity: number) => string;
  full: string;
  /** A lecture without 정원: how many checked in. */
  noCapacity: (checkIns: number) => string;
  checkedIn: string;
  /** The star toggle's name (its state is aria-pressed). */
  starLabel: (title: string) => string;
  noLectures: string;
  noMatches: string;
  noStars: string;
  offline: (time: string) => string;
  starOffline: string;
  refused: (message: string) => string;
}

const KO_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const PROGRAMME_TEXTS: Record<Lang, ProgrammeTexts> = {
  ko: {
    title: (eventName) => (eventName ? `${eventName} 프로그램` : '프로그램'),
    heading: '프로그램',
    searchLabel: '강연 검색',
    searchPlaceholder: '강연명, 강연자, 장소',
    views: '보기',
    all: '전체',
    mine: '내 일정',
    instructor: '강연자',
    location: '장소',
    seatsLeft: (left, capacity) => `잔여 ${left}석 / 정원 ${capacity}`,
    full: '만석',
    noCapacity: (checkIns) => `정원 없음 · 출석 ${checkIns}명`,
    checkedIn: '출석함',
    starLabel: (title) => `내 일정: ${title}`,
    noLectures: '등록된 강연이 없습니다.',
    noMatches: '검색 결과가 없습니다.',
    noStars: "'내 일정'에 넣은 강연이 없습니다. ☆를 눌러 넣으세요.",
    offline: (time) => `오프라인: 마지막으로 받은 정보입니다 (${time})`,
    starOffline: '오프라인에서는 내 일정을 바꿀 수 없습니다. 연결되면 다시 눌러주세요.',
    refused: (message) => `❌ ${message}`,
  },
  en: {
    title: (eventName) => (eventName ? `${eventName} programme` : 'Programme'),
    heading: 'Programme',
    searchLabel: 'Search lectures',
    searchPlaceholder: 'Title, speaker, room',
    views: 'View',
    all: 'All',
    mine: 'My schedule',
    instructor: 'Speaker',
    location: 'Room',
    seatsLeft: (left, capacity) => `${left} of ${capacity} seats left`,
    full: 'Full',
    noCapacity: (checkIns) => `No seat limit · ${checkIns} checked in`,
    checkedIn: 'Checked in',
    starLabel: (title) => `My schedule: ${title}`,
    noLectures: 'No lectures yet.',
    noMatches: 'No lectures match your search.',
    noStars: 'Your schedule is empty. Tap ☆ to add a lecture.',
    offline: (time) => `Offline: last received at ${time}`,
    starOffline: 'Your schedule cannot change while offline. Please try again once connected.',
    refused: (message) => `❌ ${message}`,
  },
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day's heading: '12월 5일 (토)' / 'Sat 5 Dec'; a date that is not YYYY-MM-DD as it is. */
export function dayHeading(date: string, lang: Lang): string {
  const match = DATE.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (Number.isNaN(weekday) || month < 1 || month > 12) return date;
  return lang === 'ko'
    ? `${month}월 ${day}일 (${KO_WEEKDAYS[weekday]!})`
    : `${EN_WEEKDAYS[weekday]!} ${day} ${EN_MONTHS[month - 1]!}`;
}
