import { describe, expect, it } from 'vitest';

import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import { registrationTypeLabel } from './registration-type';

describe('registration type labels', () => {
  it('show the words, never the codes', () => {
    expect(registrationTypeLabel('ONSITE')).toBe('현장등록');
    expect(registrationTypeLabel('PRE')).toBe('사전등록');
  });
  it('leave a code it does not know as it came (and never read the prototype)', () => {
    expect(registrationTypeLabel('VIP')).toBe('VIP');
    expect(registrationTypeLabel('')).toBe('');
    expect(registrationTypeLabel('toString')).toBe('toString');
  });
  it('have a word for each code the API sends', () => {
    expect(Object.keys(REGISTRATION_TYPE_LABELS).sort()).toEqual(['ONSITE', 'PRE']);
  });
});
