import { AppError } from '../../kernel/app-error.js';
import type { Decider } from '../../kernel/decider.js';
import type { AdminRole, ConferenceEvent } from './conference.events.js';
import { periodOf } from './event-period.js';

export type ConferenceDetails = { name: string; period: string; venue: string };

interface AdminOfEvent {
  adminId: number;
  username: string;
  role: AdminRole;
}

export type ConferenceState =
  | { exists: false }
  | {
      exists: true;
      eventId: number;
      admins: AdminOfEvent[];
      details: ConferenceDetails;
      closed: boolean;
    };

export type ConferenceCommand =
  | {
      type: 'CreateConference';
      data: { eventId: number; name: string; startDate?: string; endDate?: string; venue?: string };
    }
  | {
      type: 'AddAdmin';
      data: { adminId: number; username: string; passwordHash: string; name: string; role?: AdminRole };
    }
  | { type: 'MakeOrganiser'; data: { adminId: number } }
  | { type: 'ResetAdminPassword'; data: { adminId: number; passwordHash: string } }
  | { type: 'RemoveAdmin'; data: { adminId: number } }
  | { type: 'SwitchWorkingEvent'; data: { adminId: number; workingEventId: number } }
  | { type: 'ChangeDetails'; data: ConferenceDetails }
  | { type: 'Close' }
  | { type: 'Reopen' };

export const ConferenceErrors = {
  notFound: () => new AppError('EVENT.NOT_FOUND', '행사를 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('EVENT.ALREADY_EXISTS', '이미 있는 행사입니다.', 409),
  usernameTaken: () => new AppError('ADMIN.USERNAME_TAKEN', '이미 사용 중인 관리자 아이디입니다.', 409),
  adminNotFound: () => new AppError('ADMIN.NOT_FOUND', '이 행사의 관리자를 찾을 수 없습니다.', 404),
  organiserNotRemovable: () =>
    new AppError(
      'ADMIN.ORGANISER_NOT_REMOVABLE',
      '주최자 계정은 행사 관리자 화면에서 지울 수 없습니다. 명령줄(npm run cli)로 관리하세요.',
      409,
    ),
  /** A write in a closed event: 4xx naming the event and its state, nothing recorded. */
  closed: (name: string) =>
    new AppError(
      'EVENT.CLOSED',
      `'${name}' 행사는 종료되었습니다 (상태: 종료). 스캔, 체크인, 등록, 가져오기, QR 발송을 받지 않습니다.`,
      409,
      undefined,
      `The event '${name}' has ended: it takes no more registrations or check-ins.`,
    ),
  notOrganiser: () => new AppError('AUTH.FORBIDDEN', '주최자 계정만 행사를 바꿀 수 있습니다.', 403),
};

const adminOf = (state: ConferenceState, adminId: number) =>
  state.exists ? state.admins.find((admin) => admin.adminId === adminId) : undefined;

export const conferenceDecider: Decider<ConferenceCommand, ConferenceState, ConferenceEvent> = {
  initialState: { exists: false },
  decide(command, state) {
    if (command.type === 'CreateConference') {
      if (state.exists) throw ConferenceErrors.alreadyExists();
      return [{ type: 'ConferenceCreated', data: command.data }];
    }
    if (!state.exists) throw ConferenceErrors.notFound();
    const eventId = state.eventId;
    switch (command.type) {
      case 'AddAdmin':
        if (state.admins.some((admin) => admin.username === command.data.username))
          throw ConferenceErrors.usernameTaken();
        return [{ type: 'AdminAdded', data: { ...command.data, eventId } }];
      case 'MakeOrganiser': {
        const admin = adminOf(state, command.data.adminId);
        if (!admin) throw ConferenceErrors.adminNotFound();
        return admin.role === 'organiser'
          ? []
          : [{ type: 'AdminMadeOrganiser', data: { adminId: admin.adminId, eventId } }];
      }
      case 'ResetAdminPassword': {
        if (!adminOf(state, command.data.adminId)) throw ConferenceErrors.adminNotFound();
        return [{ type: 'AdminPasswordReset', data: { ...command.data, eventId } }];
      }
      case 'RemoveAdmin': {
        const admin = adminOf(state, command.data.adminId);
        if (!admin) throw ConferenceErrors.adminNotFound();
        if (admin.role === 'organiser') throw ConferenceErrors.organiserNotRemovable();
        return [{ type: 'AdminRemoved', data: { adminId: admin.adminId, eventId } }];
      }
      case 'SwitchWorkingEvent': {
        if (adminOf(state, command.data.adminId)?.role !== 'organiser') throw ConferenceErrors.notOrganiser();
        return [{ type: 'OrganiserSwitchedEvent', data: { ...command.data, eventId } }];
      }
      case 'ChangeDetails': {
        const { name, period, venue } = command.data;
        const same =
          name === state.details.name && period === state.details.period && venue === state.details.venue;
        return same ? [] : [{ type: 'ConferenceDetailsChanged', data: { eventId, name, period, venue } }];
      }
      case 'Close':
        return state.closed ? [] : [{ type: 'ConferenceClosed', data: { eventId } }];
      case 'Reopen':
        return state.closed ? [{ type: 'ConferenceReopened', data: { eventId } }] : [];
    }
  },
  evolve(state, event) {
    if (event.type === 'ConferenceCreated')
      return {
        exists: true,
        eventId: event.data.eventId,
        admins: [],
        details: {
          name: event.data.name,
          period: periodOf(event.data.startDate, event.data.endDate),
          venue: event.data.venue ?? '',
        },
        closed: false,
      };
    if (!state.exists) return state;
    switch (event.type) {
      case 'AdminAdded': {
        const { adminId, username, role = 'admin' } = event.data;
        return { ...state, admins: [...state.admins, { adminId, username, role }] };
      }
      case 'AdminMadeOrganiser':
        return {
          ...state,
          admins: state.admins.map((admin) =>
            admin.adminId === event.data.adminId ? { ...admin, role: 'organiser' as const } : admin,
          ),
        };
      case 'AdminRemoved':
        return { ...state, admins: state.admins.filter((admin) => admin.adminId !== event.data.adminId) };
      case 'ConferenceDetailsChanged': {
        const { name, period, venue } = event.data;
        return { ...state, details: { name, period, venue } };
      }
      case 'ConferenceClosed':
        return { ...state, closed: true };
      case 'ConferenceReopened':
        return { ...state, closed: false };
      case 'AdminPasswordReset':
      case 'OrganiserSwitchedEvent':
        return state;
    }
  },
};
