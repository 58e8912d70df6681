import { describe, expect, it } from 'vitest';
import type { PrivacySettings } from '@expo/contract/privacy';
import type { FormConsents } from '@expo/contract/attendees';
import { registrationConsent } from './registration-consent.js';

const text = {
  purpose: '행사 운영',
  items: '이름, 전화번호',
  retention: '행사 후 30일',
  refusal: '등록 불가',
};
const collection = { ...text, version: 3, english: null };
const exhibitors = { ...text, recipients: '부스 참가업체', version: 2, english: null };

const given = (notices: Pick<PrivacySettings, 'collection' | 'exhibitors'>) => ({
  when: (consents?: FormConsents) => ({
    then: (expected: ReturnType<typeof registrationConsent>) =>
      expect(registrationConsent(notices, consents)).toEqual(expected),
    thenRefused: (code: string) =>
      expect(() => registrationConsent(notices, consents)).toThrow(expect.objectContaining({ code })),
  }),
});

describe('consents at a walk-in registration', () => {
  it('asks and records nothing without notices (the spec form)', () => {
    given({ collection: null, exhibitors: null }).when({ collection: 1, exhibitors: true }).then({
      exhibitorConsent: '',
    });
  });

  it('refuses a registration without the required consent, or agreeing to an older text', () => {
    given({ collection, exhibitors: null }).when(undefined).thenRefused('PRIVACY.CONSENT_REQUIRED');
    given({ collection, exhibitors: null })
      .when({ exhibitors: true })
      .thenRefused('PRIVACY.CONSENT_REQUIRED');
    given({ collection, exhibitors: null }).when({ collection: 2 }).thenRefused('PRIVACY.NOTICE_CHANGED');
  });

  it('records the versions agreed to, with provision to exhibitors agreed', () => {
    given({ collection, exhibitors })
      .when({ collection: 3, exhibitors: true, exhibitorsVersion: 2 })
      .then({
        exhibitorConsent: 'Y',
        record: { collectionVersion: 3, exhibitorsVersion: 2, exhibitors: true },
      });
  });

  it('records a refusal of the optional consent (the registration goes on)', () => {
    given({ collection, exhibitors })
      .when({ collection: 3 })
      .then({
        exhibitorConsent: 'N',
        record: { collectionVersion: 3, exhibitorsVersion: 2, exhibitors: false },
      });
  });

  it('refuses an agreement to provision given to an older notice', () => {
    given({ collection, exhibitors })
      .when({ collection: 3, exhibitors: true, exhibitorsVersion: 1 })
      .thenRefused('PRIVACY.NOTICE_CHANGED');
  });
});
