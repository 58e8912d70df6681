import { AppError } from '../../kernel/app-error.js';
import type { Decider } from '../../kernel/decider.js';
import type { ConferenceEvent } from './conference.events.js';

export type ConferenceDetails = { name: string; period: string; venue: string };

export type ConferenceState =
  { exists: false } | { exists: true; eventId: number; usernames: string[]; details: ConferenceDetails };

export type ConferenceCommand =
  | { type: 'CreateConference'; data: { eventId: number; name: string } }
  | { type: 'AddAdmin'; data: { adminId: number; username: string; passwordHash: string; name: string } }
  | { type: 'ChangeDetails'; data: ConferenceDetails };

export const ConferenceErrors = {
  notFound: () => new AppError('EVENT.NOT_FOUND', '행사를 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('EVENT.ALREADY_EXISTS', '이미 있는 행사입니다.', 409),
  usernameTaken: () => new AppError('ADMIN.USERNAME_TAKEN', '이미 사용 중인 관리자 아이디입니다.', 409),
};

export const conferenceDecider: Decider<ConferenceCommand, ConferenceState, ConferenceEvent> = {
  initialState: { exists: false },
  decide(command, state) {
    switch (command.type) {
      case 'CreateConference':
        if (state.exists) throw ConferenceErrors.alreadyExists();
        return [{ type: 'ConferenceCreated', data: command.data }];
      case 'AddAdmin':
        if (!state.exists) throw ConferenceErrors.notFound();
        if (state.usernames.includes(command.data.username)) throw ConferenceErrors.usernameTaken();
        return [{ type: 'AdminAdded', data: { ...command.data, eventId: state.eventId } }];
      case 'ChangeDetails': {
        if (!state.exists) throw ConferenceErrors.notFound();
        const { name, period, venue } = command.data;
        const same =
          name === state.details.name && period === state.details.period && venue === state.details.venue;
        return same
          ? []
          : [{ type: 'ConferenceDetailsChanged', data: { eventId: state.eventId, name, period, venue } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ConferenceCreated':
        return {
          exists: true,
          eventId: event.data.eventId,
          usernames: [],
          details: { name: event.data.name, period: '', venue: '' },
        };
      case 'AdminAdded':
        return state.exists ? { ...state, usernames: [...state.usernames, event.data.username] } : state;
      case 'ConferenceDetailsChanged': {
        const { name, period, venue } = event.data;
        return state.exists ? { ...state, details: { name, period, venue } } : state;
      }
    }
  },
};
