import { describe, expect, it } from 'vitest';
import { conferenceDecider as d, type ConferenceCommand } from './conference.decider.js';
import type { ConferenceEvent } from './conference.events.js';

const given = (events: ConferenceEvent[]) => ({
  when: (command: ConferenceCommand) => {
    const state = events.reduce(d.evolve, d.initialState);
    return {
      then: (expected: ConferenceEvent[]) => expect(d.decide(command, state)).toEqual(expected),
      thenThrows: (code: string) =>
        expect(() => d.decide(command, state)).toThrow(expect.objectContaining({ code })),
    };
  },
});
const created: ConferenceEvent = {
  type: 'ConferenceCreated',
  data: { eventId: 3, name: '2026 서울 엑스포' },
};
const admin = { adminId: 1, username: 'admin', passwordHash: 'h', name: '홍길동' };

describe('conference decider', () => {
  it('creates a conference', () => {
    given([]).when({ type: 'CreateConference', data: created.data }).then([created]);
  });
  it('adds an admin bound to the conference', () => {
    given([created])
      .when({ type: 'AddAdmin', data: admin })
      .then([{ type: 'AdminAdded', data: { ...admin, eventId: 3 } }]);
  });
  it('refuses an admin for a conference that does not exist', () => {
    given([]).when({ type: 'AddAdmin', data: admin }).thenThrows('EVENT.NOT_FOUND');
  });
  it('refuses a username already used in the conference', () => {
    given([created, { type: 'AdminAdded', data: { ...admin, eventId: 3 } }])
      .when({ type: 'AddAdmin', data: { ...admin, adminId: 2 } })
      .thenThrows('ADMIN.USERNAME_TAKEN');
  });
  describe('changing the details of the report cover', () => {
    const details = { name: '2026 서울 엑스포', period: '2026년 11월 25일 ~ 27일', venue: '코엑스 C홀' };
    it('records the new name, 기간 and 장소', () => {
      given([created])
        .when({ type: 'ChangeDetails', data: details })
        .then([{ type: 'ConferenceDetailsChanged', data: { eventId: 3, ...details } }]);
    });
    it('records nothing when nothing changed', () => {
      given([created, { type: 'ConferenceDetailsChanged', data: { eventId: 3, ...details } }])
        .when({ type: 'ChangeDetails', data: details })
        .then([]);
    });
    it('refuses the details of a conference that does not exist', () => {
      given([]).when({ type: 'ChangeDetails', data: details }).thenThrows('EVENT.NOT_FOUND');
    });
  });
});
