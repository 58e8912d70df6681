import { describe, expect, it } from 'vitest';
import {
  PRIVATE_VISITOR_NAME,
  boothMaySee,
  hiddenVisitorId,
  isHiddenVisitorId,
  maskForBooth,
  type BoothVisitorFacts,
} from './exhibitor-view.js';

const visit = {
  userId: 42,
  userName: '김민지',
  affiliation: '한빛전자',
  phoneNumber: '010-1234-5678',
  visitedAt: '2026-11-21T14:03:00',
};
const lead = {
  userId: 42,
  interest: 'high',
  tags: ['견적 요청'],
  memo: '샘플 보내기',
  updatedAt: '2026-11-21T14:05:00',
  updatedBy: 'booth-a',
};
const ON = { shareOnlyWithConsent: true };
const OFF = { shareOnlyWithConsent: false };

/** given a visitor's consent and the setting, when the booth's view of a row is made, then this row. */
const given = (consent: boolean | null, settings = ON, position = 9001) => ({
  when: <T extends { userId: number }>(row: T) => maskForBooth(row, { consent, position }, settings),
});

describe('what a booth sees of a visitor', () => {
  it.each([true, false, null])('with the setting off, every visitor as today (consent %s)', (consent) => {
    const seen = given(consent, OFF).when(visit);
    expect(seen).toBe(visit);
    expect(seen).toEqual(visit);
  });

  it('with the setting on, a consenting visitor shows name, affiliation and phone', () => {
    expect(given(true).when(visit)).toEqual(visit);
  });

  it.each([
    ['refused', false],
    ['never asked', null],
  ] as const)(
    'with the setting on, a visitor who %s is 비공개 방문자 with the visit time only',
    (_, consent) => {
      expect(given(consent, ON, 9001).when(visit)).toEqual({
        userId: -9001,
        userName: PRIVATE_VISITOR_NAME,
        affiliation: '',
        phoneNumber: '',
        visitedAt: '2026-11-21T14:03:00',
        masked: true,
      });
    },
  );

  it("a hidden visitor's row does not carry the attendee's id, name, affiliation or phone anywhere", () => {
    const raw = JSON.stringify(given(false).when(visit));
    for (const secret of ['42', '김민지', '한빛전자', '010-1234-5678']) expect(raw).not.toContain(secret);
  });

  it("a hidden visitor's lead keeps the booth's own notes and tags under the same placeholder", () => {
    const seen = given(false, ON, 9001).when(lead);
    expect(seen).toEqual({ ...lead, userId: -9001, masked: true });
    expect(seen).not.toHaveProperty('userName');
    expect(seen.userId).toBe(given(false, ON, 9001).when(visit).userId);
  });

  it('the placeholder is stable for a visit and differs between visits (rows still key uniquely)', () => {
    const facts = (position: number): BoothVisitorFacts => ({ consent: false, position });
    expect(maskForBooth(visit, facts(7), ON).userId).toBe(maskForBooth(visit, facts(7), ON).userId);
    expect(maskForBooth(visit, facts(7), ON).userId).not.toBe(maskForBooth(visit, facts(8), ON).userId);
  });

  it('a placeholder is never an attendee id (those are positive)', () => {
    expect(isHiddenVisitorId(hiddenVisitorId(1))).toBe(true);
    expect(isHiddenVisitorId(42)).toBe(false);
  });

  it('only consent given (true) opens the contact while the setting is on', () => {
    expect([true, false, null].map((consent) => boothMaySee(consent, ON))).toEqual([true, false, false]);
    expect([true, false, null].map((consent) => boothMaySee(consent, OFF))).toEqual([true, true, true]);
  });
});
