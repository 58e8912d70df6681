import { describe, expect, it } from 'vitest';

import { concernedText } from './access-record-table';

describe('대상 of a record', () => {
  it('names the one attendee of a detail view or a scan by id', () => {
    expect(concernedText({ attendeeIds: [42], recordCount: 1 })).toBe('참석자 ID 42');
  });
  it('counts the people of a list or a file', () => {
    expect(concernedText({ attendeeIds: [1, 2, 3], recordCount: 3 })).toBe('3명');
    expect(concernedText({ attendeeIds: [], recordCount: 1200 })).toBe('1,200명');
    expect(concernedText({ attendeeIds: [], recordCount: 0 })).toBe('0명');
  });
});
