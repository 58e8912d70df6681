import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { leadDecider, type LeadStreamEvent, type UpdateLead } from './lead.decider.js';
import type { LeadChanges } from './lead-fields.js';

const given = deciderSpec(leadDecider);
const visited: LeadStreamEvent = {
  type: 'BoothVisitRecorded',
  data: { boothId: 3, attendeeId: 7, eventId: 1 },
};
const at = '2026-11-25T10:15:00';
const update = (changes: LeadChanges, options: Partial<UpdateLead['data']> = {}): UpdateLead => ({
  type: 'UpdateLead',
  data: {
    boothId: 3,
    attendeeId: 7,
    eventId: 1,
    attendeeExists: true,
    changes,
    boothTags: ['견적 요청', '샘플 발송'],
    at,
    by: 'booth3',
    ...options,
  },
});
const updated = (changed: LeadChanges): LeadStreamEvent => ({
  type: 'LeadUpdated',
  data: { boothId: 3, attendeeId: 7, eventId: 1, changed, at, by: 'booth3' },
});

describe('a booth keeps a lead of a visitor', () => {
  it('records a rating, tags and a memo', () => {
    given([visited])
      .when(update({ interest: 'high', tags: ['견적 요청'], memo: '다음 주 견적 요청' }))
      .then([updated({ interest: 'high', tags: ['견적 요청'], memo: '다음 주 견적 요청' })]);
  });

  it('records only what changed', () => {
    given([visited, updated({ interest: 'high', tags: ['견적 요청'] })])
      .when(update({ interest: 'high', tags: ['견적 요청'], memo: '샘플 2개' }))
      .then([updated({ memo: '샘플 2개' })]);
  });

  it('records nothing when nothing changed (a resent edit)', () => {
    given([visited, updated({ interest: 'low' })])
      .when(update({ interest: 'low' }))
      .then([]);
  });

  it('clears a rating', () => {
    given([visited, updated({ interest: 'medium' })])
      .when(update({ interest: null }))
      .then([updated({ interest: null })]);
  });

  it('refuses an attendee who never visited the booth', () => {
    given([])
      .when(update({ interest: 'high' }))
      .thenThrows('LEAD.NOT_VISITOR');
  });

  it('refuses a visitor who has been deleted', () => {
    given([visited])
      .when(update({ memo: '메모' }, { attendeeExists: false }))
      .thenThrows('LEAD.NOT_VISITOR');
  });

  it('refuses a tag the booth has not defined', () => {
    given([visited])
      .when(update({ tags: ['VIP'] }))
      .thenThrows('LEAD.UNKNOWN_TAG');
  });

  it('keeps a tag the booth has since dropped on a lead that had it', () => {
    given([visited, updated({ tags: ['데모 요청'] })])
      .when(update({ tags: ['데모 요청', '견적 요청'] }))
      .then([updated({ tags: ['데모 요청', '견적 요청'] })]);
  });
});
