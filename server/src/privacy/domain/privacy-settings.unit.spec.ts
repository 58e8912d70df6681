import type { PrivacySettingsInput } from '@expo/contract/privacy';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import {
  DEFAULT_PRIVACY_SETTINGS,
  privacySettingsDecider,
  type PrivacySettingsChanged,
} from './privacy-settings.js';

const given = deciderSpec(privacySettingsDecider);
const korean = { purpose: '입장 관리', items: '이름, 전화번호', retention: '30일', refusal: '등록 불가' };
const english = {
  purpose: 'Entry',
  items: 'Name, phone number',
  retention: '30 days',
  refusal: 'No registration',
};
const input = (collection: PrivacySettingsInput['collection']): PrivacySettingsInput => ({
  ...DEFAULT_PRIVACY_SETTINGS,
  collection,
  exhibitors: null,
});
const change = { eventId: 1 } as const;
const changed = (
  collection: NonNullable<PrivacySettingsChanged['data']['settings']['collection']>,
): PrivacySettingsChanged => ({
  type: 'PrivacySettingsChanged',
  data: { eventId: 1, settings: { ...DEFAULT_PRIVACY_SETTINGS, collection, exhibitors: null } },
});
const saved = (collection: NonNullable<PrivacySettingsChanged['data']['settings']['collection']>) => [
  changed(collection),
];

describe('a consent notice’s English', () => {
  it('given a notice, when its English is added or changed, then it is a new version', () => {
    given(saved({ ...korean, version: 1, english: null }))
      .when({ ...change, input: input({ ...korean, english }) })
      .then([changed({ ...korean, english, version: 2 })]);
    given(saved({ ...korean, version: 2, english }))
      .when({ ...change, input: input({ ...korean, english: { ...english, items: 'Name' } }) })
      .then([changed({ ...korean, english: { ...english, items: 'Name' }, version: 3 })]);
  });

  it('given a notice saved before English texts existed, when saved again unchanged, then nothing is recorded', () => {
    const before = { ...korean, version: 1 } as unknown as Parameters<typeof changed>[0];
    given(saved(before))
      .when({ ...change, input: input({ ...korean, english: null }) })
      .then([]);
  });

  it('given the same Korean and English again, when saved, then nothing is recorded', () => {
    given(saved({ ...korean, version: 2, english }))
      .when({ ...change, input: input({ ...korean, english }) })
      .then([]);
  });
});
