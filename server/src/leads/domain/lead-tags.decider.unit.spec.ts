import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { leadTagsDecider, type BoothStreamEvent } from './lead-tags.decider.js';

const given = deciderSpec(leadTagsDecider);
const registered = {
  type: 'BoothRegistered',
  data: { id: 3, eventId: 1, fields: {} },
} as BoothStreamEvent;
const define = (tags: string[], eventId = 1) =>
  ({ type: 'DefineLeadTags', data: { eventId, tags } }) as const;
const defined = (tags: string[]): BoothStreamEvent => ({
  type: 'BoothLeadTagsDefined',
  data: { id: 3, eventId: 1, tags },
});

describe("a booth's lead tags", () => {
  it('are defined by the booth', () => {
    given([registered])
      .when(define(['견적 요청', '샘플 발송']))
      .then([defined(['견적 요청', '샘플 발송'])]);
  });

  it('record nothing when unchanged', () => {
    given([registered, defined(['견적 요청'])])
      .when(define(['견적 요청']))
      .then([]);
  });

  it('record a new order', () => {
    given([registered, defined(['견적 요청', '샘플 발송'])])
      .when(define(['샘플 발송', '견적 요청']))
      .then([defined(['샘플 발송', '견적 요청'])]);
  });

  it('are refused for a removed booth or one of another event', () => {
    given([registered, { type: 'BoothRemoved', data: { id: 3, eventId: 1 } }])
      .when(define(['견적 요청']))
      .thenThrows('BOOTH.NOT_FOUND');
    given([registered])
      .when(define(['견적 요청'], 2))
      .thenThrows('BOOTH.NOT_FOUND');
  });
});
