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
  describe('organisers and event admins', () => {
    const added: ConferenceEvent = { type: 'AdminAdded', data: { ...admin, eventId: 3 } };
    const organiser: ConferenceEvent = {
      type: 'AdminAdded',
      data: { ...admin, adminId: 9, username: 'boss', role: 'organiser', eventId: 3 },
    };
    it('makes an admin an organiser, once', () => {
      given([created, added])
        .when({ type: 'MakeOrganiser', data: { adminId: 1 } })
        .then([{ type: 'AdminMadeOrganiser', data: { adminId: 1, eventId: 3 } }]);
      given([created, added, { type: 'AdminMadeOrganiser', data: { adminId: 1, eventId: 3 } }])
        .when({ type: 'MakeOrganiser', data: { adminId: 1 } })
        .then([]);
    });
    it('resets the password of an admin of this event only', () => {
      given([created, added])
        .when({ type: 'ResetAdminPassword', data: { adminId: 1, passwordHash: 'h2' } })
        .then([{ type: 'AdminPasswordReset', data: { adminId: 1, passwordHash: 'h2', eventId: 3 } }]);
      given([created, added])
        .when({ type: 'ResetAdminPassword', data: { adminId: 2, passwordHash: 'h2' } })
        .thenThrows('ADMIN.NOT_FOUND');
    });
    it('removes an event admin, not an organiser, and not twice', () => {
      given([created, added])
        .when({ type: 'RemoveAdmin', data: { adminId: 1 } })
        .then([{ type: 'AdminRemoved', data: { adminId: 1, eventId: 3 } }]);
      given([created, organiser])
        .when({ type: 'RemoveAdmin', data: { adminId: 9 } })
        .thenThrows('ADMIN.ORGANISER_NOT_REMOVABLE');
      given([created, added, { type: 'AdminRemoved', data: { adminId: 1, eventId: 3 } }])
        .when({ type: 'RemoveAdmin', data: { adminId: 1 } })
        .thenThrows('ADMIN.NOT_FOUND');
    });
    it('takes a removed username again', () => {
      given([created, added, { type: 'AdminRemoved', data: { adminId: 1, eventId: 3 } }])
        .when({ type: 'AddAdmin', data: { ...admin, adminId: 2 } })
        .then([{ type: 'AdminAdded', data: { ...admin, adminId: 2, eventId: 3 } }]);
    });
    it("records an organiser's switch, and refuses an event admin's", () => {
      given([created, organiser])
        .when({ type: 'SwitchWorkingEvent', data: { adminId: 9, workingEventId: 7 } })
        .then([{ type: 'OrganiserSwitchedEvent', data: { adminId: 9, workingEventId: 7, eventId: 3 } }]);
      given([created, added])
        .when({ type: 'SwitchWorkingEvent', data: { adminId: 1, workingEventId: 7 } })
        .thenThrows('AUTH.FORBIDDEN');
    });
  });
  describe('closing and reopening', () => {
    const closed: ConferenceEvent = { type: 'ConferenceClosed', data: { eventId: 3 } };
    it('closes an open event, and a closed one stays as it is', () => {
      given([created]).when({ type: 'Close' }).then([closed]);
      given([created, closed]).when({ type: 'Close' }).then([]);
    });
    it('reopens a closed event, and an open one stays as it is', () => {
      given([created, closed])
        .when({ type: 'Reopen' })
        .then([{ type: 'ConferenceReopened', data: { eventId: 3 } }]);
      given([created]).when({ type: 'Reopen' }).then([]);
    });
    it('refuses to close an event that does not exist', () => {
      given([]).when({ type: 'Close' }).thenThrows('EVENT.NOT_FOUND');
    });
  });
});
