import type { Decider } from '../../kernel/decider.js';
import type {
  BadgeSize,
  NoticeVersions,
  ReadinessEvent,
  ReadinessTestMessageRecorded,
} from './readiness.events.js';

export type ReadinessCommand =
  | {
      type: 'RecordTestMessage';
      eventId: number;
      outcome: Omit<ReadinessTestMessageRecorded['data'], 'eventId'>;
    }
  | { type: 'ReviewPrivacyNotices'; eventId: number; versions: NoticeVersions }
  | { type: 'RecordBadgeTestPrint'; eventId: number; size: BadgeSize };

export interface ReadinessRecord {
  reviewed: NoticeVersions | null;
  printed: BadgeSize | null;
}

const sameVersions = (a: NoticeVersions | null, b: NoticeVersions) =>
  a !== null && a.collection === b.collection && a.exhibitors === b.exhibitors;

/**
 * An event's readiness records (pure): every test send is recorded as it went; a review of notices already
 * reviewed in these versions records nothing; every test print is recorded with its size.
 */
export const readinessDecider: Decider<ReadinessCommand, ReadinessRecord, ReadinessEvent> = {
  initialState: { reviewed: null, printed: null },
  decide(command, state) {
    switch (command.type) {
      case 'RecordTestMessage':
        return [
          { type: 'ReadinessTestMessageRecorded', data: { eventId: command.eventId, ...command.outcome } },
        ];
      case 'ReviewPrivacyNotices':
        return sameVersions(state.reviewed, command.versions)
          ? []
          : [
              {
                type: 'PrivacyNoticesReviewed',
                data: { eventId: command.eventId, versions: command.versions },
              },
            ];
      case 'RecordBadgeTestPrint':
        return [{ type: 'BadgeTestPagePrinted', data: { eventId: command.eventId, size: command.size } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PrivacyNoticesReviewed':
        return { ...state, reviewed: event.data.versions };
      case 'BadgeTestPagePrinted':
        return { ...state, printed: event.data.size };
      default:
        return state;
    }
  },
};
