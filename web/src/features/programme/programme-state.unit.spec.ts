import type { Programme } from '@expo/contract/programme';
import { describe, expect, it } from 'vitest';

import { clockTime, withPushedSeats, withStars } from './programme-state';

const programme: Programme = {
  eventId: 1,
  eventName: '2026 서울 엑스포',
  lectures: [
    {
      id: 3,
      title: 'A',
      instructor: '김',
      date: '2026-12-05',
      time: '10:00',
      location: '101',
      capacity: 2,
      checkIns: 0,
    },
    {
      id: 4,
      title: 'B',
      instructor: '이',
      date: '2026-12-05',
      time: '11:00',
      location: '102',
      capacity: null,
      checkIns: 1,
    },
  ],
  attendee: { id: 7, starred: [3], checkedIn: [] },
};

describe("the programme's live seats", () => {
  it("takes a push's counts and 정원 for the lectures it names, leaving the others", () => {
    const { programme: next, unknown } = withPushedSeats(programme, {
      eventId: 1,
      lectures: [{ lectureId: 3, checkIns: 2, capacity: 2 }],
    });
    expect(next.lectures.map((l) => [l.id, l.checkIns, l.capacity])).toEqual([
      [3, 2, 2],
      [4, 1, null],
    ]);
    expect(unknown).toBe(false);
  });

  it('says when a push names a lecture the page does not list (one added): the page reads it again', () => {
    expect(
      withPushedSeats(programme, { eventId: 1, lectures: [{ lectureId: 9, checkIns: 0, capacity: 5 }] })
        .unknown,
    ).toBe(true);
  });

  it("ignores another event's push", () => {
    const pushed = withPushedSeats(programme, {
      eventId: 2,
      lectures: [{ lectureId: 3, checkIns: 9, capacity: 9 }],
    });
    expect(pushed).toEqual({ programme, unknown: false });
  });
});

describe("the attendee's stars", () => {
  it('are replaced by those the server answers', () => {
    expect(withStars(programme, [4]).attendee?.starred).toEqual([4]);
    const { attendee: _, ...anonymous } = programme;
    expect(withStars(anonymous, [4])).toEqual(anonymous);
  });
});

describe('the time the figures were received', () => {
  it('is HH:mm on the phone’s clock', () => {
    expect(clockTime(new Date(2026, 11, 5, 9, 7))).toBe('09:07');
  });
});
