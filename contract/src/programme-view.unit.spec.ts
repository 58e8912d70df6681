import { describe, expect, it } from 'vitest';
import { dayHeading, PROGRAMME_TEXTS } from './programme-texts.js';
import { isFull, lecturesByDay, matchesSearch, seatsText } from './programme-view.js';

const lecture = (id: number, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: '생성형 AI의 미래',
  instructor: '김교수',
  date,
  time: '10:00',
  location: '그랜드볼룸 A',
  capacity: 40 as number | null,
  checkIns: 0,
  ...extra,
});

describe('the programme by day', () => {
  it('groups lectures under their date, in the order given', () => {
    const days = lecturesByDay([
      lecture(1, '2026-12-05'),
      lecture(2, '2026-12-05'),
      lecture(3, '2026-12-06'),
    ]);
    expect(days.map((d) => [d.date, d.lectures.map((l) => l.id)])).toEqual([
      ['2026-12-05', [1, 2]],
      ['2026-12-06', [3]],
    ]);
    expect(lecturesByDay([])).toEqual([]);
  });

  it("heads a day with its date and weekday: '12월 5일 (토)', 'Sat 5 Dec'", () => {
    expect(dayHeading('2026-12-05', 'ko')).toBe('12월 5일 (토)');
    expect(dayHeading('2026-12-05', 'en')).toBe('Sat 5 Dec');
    expect(dayHeading('2027-01-01', 'ko')).toBe('1월 1일 (금)');
    expect(dayHeading('2027-01-01', 'en')).toBe('Fri 1 Jan');
  });

  it('shows a date that is not YYYY-MM-DD as it is', () => {
    expect(dayHeading('12/05', 'ko')).toBe('12/05');
    expect(dayHeading('2026-13-01', 'en')).toBe('2026-13-01');
  });
});

describe("a lecture's seats", () => {
  const ko = PROGRAMME_TEXTS.ko;
  const en = PROGRAMME_TEXTS.en;

  it("says the seats left of its 정원, then '만석' from the last seat on", () => {
    expect(seatsText({ capacity: 40, checkIns: 28 }, ko)).toBe('잔여 12석 / 정원 40');
    expect(seatsText({ capacity: 40, checkIns: 28 }, en)).toBe('12 of 40 seats left');
    expect(seatsText({ capacity: 2, checkIns: 2 }, ko)).toBe('만석');
    expect(seatsText({ capacity: 2, checkIns: 3 }, en)).toBe('Full');
    expect(isFull({ capacity: 2, checkIns: 1 })).toBe(false);
    expect(isFull({ capacity: 2, checkIns: 2 })).toBe(true);
  });

  it('says how many checked in where there is no 정원', () => {
    expect(seatsText({ capacity: null, checkIns: 5 }, ko)).toBe('정원 없음 · 출석 5명');
    expect(isFull({ capacity: null, checkIns: 5000 })).toBe(false);
  });
});

describe('the search', () => {
  const ai = lecture(1, '2026-12-05', {
    title: 'Generative AI 입문',
    instructor: '김민수',
    location: '컨퍼런스룸 B',
  });

  it('finds a lecture by its title, speaker or room, trimmed and whatever the case', () => {
    expect(matchesSearch(ai, '  generative ai ')).toBe(true);
    expect(matchesSearch(ai, '민수')).toBe(true);
    expect(matchesSearch(ai, '룸 b')).toBe(true);
    expect(matchesSearch(ai, '블록체인')).toBe(false);
  });

  it('takes Korean typed as separate jamo (NFD) and several spaces as one', () => {
    expect(matchesSearch(ai, '김민수'.normalize('NFD'))).toBe(true);
    expect(matchesSearch(ai, 'Generative   AI')).toBe(true);
  });

  it('shows every lecture for an empty search', () => {
    expect(matchesSearch(ai, '   ')).toBe(true);
  });
});
