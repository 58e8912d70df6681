import { describe, expect, it } from 'vitest';

import type { Lead } from '@expo/contract/leads';
import type { LeadChange, LeadEdit } from '../lead-types';
import { EMPTY_LEAD, shownLead, tapInterest, toggleTag } from './lead-values';

const stored: Lead = {
  userId: 5,
  interest: 'medium',
  tags: ['견적 요청'],
  memo: '다음 주 연락',
  updatedAt: '2026-05-01T10:00:00',
  updatedBy: '부스',
};

const edit = (change: LeadChange, n = 1): LeadEdit => ({
  boothId: 1,
  userId: 5,
  clientEventId: `edit-${String(n)}`,
  changedAt: '2026-05-01T01:00:00.000Z',
  change,
});

describe('shownLead', () => {
  it('given nothing stored and nothing waiting, shows an empty lead', () => {
    expect(shownLead(undefined, [])).toEqual(EMPTY_LEAD);
  });

  it('given a stored lead, when edits wait, lays them over it in order and keeps the fields they omit', () => {
    const shown = shownLead(stored, [
      edit({ interest: 'high' }, 1),
      edit({ memo: '샘플 요청' }, 2),
      edit({ interest: null }, 3),
    ]);
    expect(shown).toEqual({ interest: null, tags: ['견적 요청'], memo: '샘플 요청' });
  });

  it('given a stored lead, when an edit replaces the tags, shows only the new tags', () => {
    expect(shownLead(stored, [edit({ tags: [] })]).tags).toEqual([]);
  });
});

describe('tapInterest', () => {
  it('sets the tapped interest, and clears it when tapped again', () => {
    expect(tapInterest(null, 'high')).toBe('high');
    expect(tapInterest('low', 'high')).toBe('high');
    expect(tapInterest('high', 'high')).toBeNull();
  });
});

describe('toggleTag', () => {
  const defined = ['견적 요청', '샘플 발송', '재방문'];
  it('adds a tag in the booth order of tags', () => {
    expect(toggleTag(['재방문'], '견적 요청', defined)).toEqual(['견적 요청', '재방문']);
  });

  it('removes a chosen tag', () => {
    expect(toggleTag(['견적 요청', '재방문'], '재방문', defined)).toEqual(['견적 요청']);
  });

  it('drops tags the booth no longer defines (the server would refuse them)', () => {
    expect(toggleTag(['옛 태그', '재방문'], '샘플 발송', defined)).toEqual(['샘플 발송', '재방문']);
  });
});
