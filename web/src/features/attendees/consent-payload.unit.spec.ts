import { describe, expect, it } from 'vitest';
import { consentProblem, consentsOf, NO_CHOICE } from './consent-payload';
import type { PrivacyNotices } from '@expo/contract/privacy';

const text = { purpose: '목적', items: '항목', retention: '기간', refusal: '거부' };
const BOTH: PrivacyNotices = {
  collection: { ...text, version: 3, english: null },
  exhibitors: { ...text, recipients: '부스 참가업체', version: 2, english: null },
};

describe('consentsOf', () => {
  it('sends nothing when the event shows no notice (the spec request)', () => {
    expect(consentsOf({ collection: null, exhibitors: null }, NO_CHOICE)).toBeUndefined();
    expect(consentsOf(undefined, { collection: true, exhibitors: true })).toBeUndefined();
  });

  it('sends the versions shown and the exhibitor choice, agreed or refused', () => {
    expect(consentsOf(BOTH, { collection: true, exhibitors: true })).toEqual({
      collection: 3,
      exhibitors: true,
      exhibitorsVersion: 2,
    });
    expect(consentsOf(BOTH, { collection: true, exhibitors: false })).toEqual({
      collection: 3,
      exhibitors: false,
      exhibitorsVersion: 2,
    });
  });

  it('leaves out a notice the event does not ask', () => {
    expect(consentsOf({ ...BOTH, exhibitors: null }, { collection: true, exhibitors: true })).toEqual({
      collection: 3,
    });
    expect(consentsOf({ ...BOTH, collection: null }, { collection: false, exhibitors: true })).toEqual({
      exhibitors: true,
      exhibitorsVersion: 2,
    });
  });
});

describe('consentProblem', () => {
  it('asks for the required consent only when the event shows its notice', () => {
    expect(consentProblem(BOTH, { collection: false, exhibitors: true })).toBe(
      '개인정보 수집·이용에 동의해주세요.',
    );
    expect(consentProblem(BOTH, { collection: true, exhibitors: false })).toBeNull();
    expect(consentProblem({ ...BOTH, collection: null }, NO_CHOICE)).toBeNull();
    expect(consentProblem(undefined, NO_CHOICE)).toBeNull();
  });
});
