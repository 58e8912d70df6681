import { describe, expect, it } from 'vitest';
import { decideDestruction, type DestroyCommand } from './destruction.js';

const admin = (typedName: string, attendees = 12): DestroyCommand => ({
  trigger: 'ADMIN',
  eventId: 1,
  on: '2027-01-05',
  attendees,
  actorName: '관리자',
  typedName,
  eventName: '2026 서울 엑스포',
});

describe('destruction (파기)', () => {
  it("an admin's destruction needs the event's name typed exactly", () => {
    expect(() => decideDestruction(admin('2026 서울'))).toThrow(
      expect.objectContaining({ code: 'PRIVACY.NAME_MISMATCH' }),
    );
    expect(decideDestruction(admin(' 2026 서울 엑스포 '))).toEqual([
      {
        type: 'PersonalDataDestroyed',
        data: { eventId: 1, on: '2027-01-05', attendees: 12, trigger: 'ADMIN', actorName: '관리자' },
      },
    ]);
  });

  it('tells an admin when nothing is left, while the schedule records its day anyway', () => {
    expect(() => decideDestruction(admin('2026 서울 엑스포', 0))).toThrow(
      expect.objectContaining({ code: 'PRIVACY.NOTHING_TO_DESTROY' }),
    );
    expect(
      decideDestruction({ trigger: 'SCHEDULE', eventId: 1, on: '2027-01-05', attendees: 0 })[0].data,
    ).toEqual({
      eventId: 1,
      on: '2027-01-05',
      attendees: 0,
      trigger: 'SCHEDULE',
      actorName: null,
    });
  });
});
