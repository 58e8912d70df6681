import { describe, expect, it } from 'vitest';
import {
  destroyDate,
  formProblem,
  formValuesOf,
  noticeChanged,
  parseRetentionDays,
  settingsInputOf,
  switchNotice,
} from './privacy-form-values';
import { EXAMPLE_NOTICES } from './texts';
import type { PrivacySettings } from '@expo/contract/privacy';

const OFF: PrivacySettings = {
  collection: null,
  exhibitors: null,
  shareOnlyWithConsent: false,
  askDownloadReason: false,
  eventEndDate: null,
  retentionDays: null,
};

const ENGLISH_EXHIBITORS = {
  recipients: 'Booth exhibitors',
  purpose: 'Follow-up',
  items: 'Name, affiliation, phone number',
  retention: 'One year',
  refusal: 'You may refuse; the booths then get nothing.',
};

describe('destroyDate', () => {
  it('is the day after the retention days that follow the end date, across months, years and leap days', () => {
    expect(destroyDate('2026-12-05', 30)).toBe('2027-01-05');
    expect(destroyDate('2026-12-30', 1)).toBe('2027-01-01');
    expect(destroyDate('2028-02-27', 1)).toBe('2028-02-29');
    expect(destroyDate('2026-05-01', 0)).toBe('2026-05-02');
  });

  it('is null without a date or a whole number of days', () => {
    expect(destroyDate('', 30)).toBeNull();
    expect(destroyDate('2026-11-20', null)).toBeNull();
    expect(destroyDate('2026-11-20', Number.NaN)).toBeNull();
    expect(destroyDate('2026-11-20', -1)).toBeNull();
    expect(destroyDate('2026-13-40', 3)).toBeNull();
  });
});

describe('parseRetentionDays', () => {
  it('reads whole numbers, empty as none and anything else as NaN', () => {
    expect(parseRetentionDays(' 30 ')).toBe(30);
    expect(parseRetentionDays('')).toBeNull();
    expect(parseRetentionDays('3.5')).toBeNaN();
    expect(parseRetentionDays('-2')).toBeNaN();
  });
});

describe('switchNotice', () => {
  it('offers the example texts when a notice is first switched on', () => {
    const on = switchNotice(formValuesOf(OFF), 'collection', true);
    expect(on.collectionOn).toBe(true);
    expect(on.collection).toEqual(EXAMPLE_NOTICES.collection);
    const both = switchNotice(on, 'exhibitors', true);
    expect(both.exhibitors.recipients).toBe('행사 부스 참가업체');
  });

  it('keeps the texts an admin wrote when a notice goes off and on again', () => {
    const on = switchNotice(formValuesOf(OFF), 'collection', true);
    const edited = { ...on, collection: { ...on.collection, purpose: '입장 관리' } };
    const again = switchNotice(switchNotice(edited, 'collection', false), 'collection', true);
    expect(again.collection.purpose).toBe('입장 관리');
  });
});

describe('settingsInputOf', () => {
  it('sends switched-off notices as null, trims texts and sends no version', () => {
    const values = switchNotice(formValuesOf(OFF), 'collection', true);
    const input = settingsInputOf({
      ...values,
      collection: { ...values.collection, items: ' 이름, 전화번호 ' },
      exhibitors: { ...values.exhibitors, recipients: '업체' },
      eventEndDate: '2026-11-20',
      retentionDays: '30',
    });
    expect(input.collection).toEqual({
      ...EXAMPLE_NOTICES.collection,
      items: '이름, 전화번호',
      english: null,
    });
    expect(input.exhibitors).toBeNull();
    expect(input).toMatchObject({ eventEndDate: '2026-11-20', retentionDays: 30 });
    expect(JSON.stringify(input)).not.toContain('version');
  });

  it('turns the saved settings back into the same input, with or without English', () => {
    const saved: PrivacySettings = {
      ...OFF,
      collection: { ...EXAMPLE_NOTICES.collection, version: 3, english: null },
      exhibitors: { ...EXAMPLE_NOTICES.exhibitors, version: 1, english: ENGLISH_EXHIBITORS },
      shareOnlyWithConsent: true,
      eventEndDate: '2026-11-20',
      retentionDays: 0,
    };
    expect(settingsInputOf(formValuesOf(saved))).toEqual({
      ...saved,
      collection: { ...EXAMPLE_NOTICES.collection, english: null },
      exhibitors: { ...EXAMPLE_NOTICES.exhibitors, english: ENGLISH_EXHIBITORS },
    });
  });

  it('sends an English left blank as none, and a written one trimmed', () => {
    const values = switchNotice(formValuesOf(OFF), 'collection', true);
    expect(settingsInputOf(values).collection?.english).toBeNull();
    const english = { purpose: ' Entry ', items: 'Name', retention: '30 days', refusal: 'You may refuse.' };
    expect(settingsInputOf({ ...values, collectionEnglish: english }).collection?.english).toEqual({
      ...english,
      purpose: 'Entry',
    });
  });
});

describe('noticeChanged and formProblem', () => {
  it('tells when a saved notice text was edited, in Korean or in English', () => {
    const saved = { ...EXAMPLE_NOTICES.collection, version: 2, english: null };
    const blank = { purpose: '', items: '', retention: '', refusal: '' };
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection }, blank, saved)).toBe(false);
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection, items: '이름' }, blank, saved)).toBe(true);
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection }, blank, null)).toBe(false);
    const english = { ...blank, purpose: 'Entry' };
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection }, english, saved)).toBe(true);
    const savedEnglish = { ...saved, english: { ...english } };
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection }, english, savedEnglish)).toBe(false);
    expect(noticeChanged({ ...EXAMPLE_NOTICES.collection }, blank, savedEnglish)).toBe(true);
  });

  it('refuses retention days without an end date or out of range', () => {
    const values = formValuesOf(OFF);
    expect(formProblem(values)).toBeNull();
    expect(formProblem({ ...values, retentionDays: '30' })).toBe('needEndDate');
    expect(formProblem({ ...values, retentionDays: 'abc', eventEndDate: '2026-11-20' })).toBe('badDays');
    expect(formProblem({ ...values, retentionDays: '3651', eventEndDate: '2026-11-20' })).toBe('badDays');
    expect(formProblem({ ...values, retentionDays: '30', eventEndDate: '2026-11-20' })).toBeNull();
  });
});
