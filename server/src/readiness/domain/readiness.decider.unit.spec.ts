import { describe, expect, it } from 'vitest';
import { readinessDecider as d, type ReadinessCommand } from './readiness.decider.js';
import type { ReadinessEvent } from './readiness.events.js';

const given = (events: ReadinessEvent[]) => ({
  when: (command: ReadinessCommand) => ({
    then: (expected: ReadinessEvent[]) =>
      expect(d.decide(command, events.reduce(d.evolve, d.initialState))).toEqual(expected),
  }),
});

const reviewed = (collection: number, exhibitors: number): ReadinessEvent => ({
  type: 'PrivacyNoticesReviewed',
  data: { eventId: 4, versions: { collection, exhibitors } },
});
const card = { preset: 'card-90x120', widthMm: 90, heightMm: 120 };

describe('readiness decider', () => {
  it('records a test message as it went, sent or kept', () => {
    const outcome = { status: 'kept' as const, channel: null, to: 'a***@example.com', reason: null };
    given([])
      .when({ type: 'RecordTestMessage', eventId: 4, outcome })
      .then([{ type: 'ReadinessTestMessageRecorded', data: { eventId: 4, ...outcome } }]);
    const sent = { status: 'sent' as const, channel: 'EMAIL' as const, to: 'a***@example.com', reason: null };
    given([{ type: 'ReadinessTestMessageRecorded', data: { eventId: 4, ...outcome } }])
      .when({ type: 'RecordTestMessage', eventId: 4, outcome: sent })
      .then([{ type: 'ReadinessTestMessageRecorded', data: { eventId: 4, ...sent } }]);
  });

  it('records a review of the notices in their versions', () => {
    given([])
      .when({ type: 'ReviewPrivacyNotices', eventId: 4, versions: { collection: 0, exhibitors: 0 } })
      .then([reviewed(0, 0)]);
  });

  it('records nothing when these versions were already reviewed', () => {
    given([reviewed(2, 1)])
      .when({ type: 'ReviewPrivacyNotices', eventId: 4, versions: { collection: 2, exhibitors: 1 } })
      .then([]);
  });

  it('records a review again once a notice has a new version', () => {
    given([reviewed(2, 1)])
      .when({ type: 'ReviewPrivacyNotices', eventId: 4, versions: { collection: 3, exhibitors: 1 } })
      .then([reviewed(3, 1)]);
  });

  it('records every test print with its size', () => {
    const printed: ReadinessEvent = { type: 'BadgeTestPagePrinted', data: { eventId: 4, size: card } };
    given([]).when({ type: 'RecordBadgeTestPrint', eventId: 4, size: card }).then([printed]);
    given([printed]).when({ type: 'RecordBadgeTestPrint', eventId: 4, size: card }).then([printed]);
  });
});
