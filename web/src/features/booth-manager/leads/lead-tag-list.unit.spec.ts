import { describe, expect, it } from 'vitest';

import { addTag, removeTag } from './lead-tag-list';

describe('addTag', () => {
  it('given a typed tag with spaces around it, adds it trimmed at the end', () => {
    expect(addTag(['견적 요청'], '  샘플 발송 ')).toEqual({ ok: true, tags: ['견적 요청', '샘플 발송'] });
  });

  it('refuses an empty tag', () => {
    expect(addTag([], '   ')).toEqual({ ok: false, message: '태그를 입력해주세요.' });
  });

  it('refuses a tag longer than 20 characters, and takes one of exactly 20', () => {
    expect(addTag([], '가'.repeat(21))).toEqual({ ok: false, message: '태그는 20자 이하로 입력해주세요.' });
    expect(addTag([], '가'.repeat(20)).ok).toBe(true);
  });

  it('refuses a tag the booth has already', () => {
    expect(addTag(['견적 요청'], '견적 요청')).toEqual({
      ok: false,
      message: '이미 있는 태그입니다: 견적 요청',
    });
  });

  it('refuses a 21st tag', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `태그${String(i)}`);
    expect(addTag(twenty, '하나 더')).toEqual({
      ok: false,
      message: '태그는 최대 20개까지 만들 수 있습니다.',
    });
  });
});

describe('removeTag', () => {
  it('removes the tag and keeps the order of the rest', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
