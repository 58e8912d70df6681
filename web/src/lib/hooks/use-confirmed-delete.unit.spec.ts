import { describe, expect, it } from 'vitest';
import { deleteQuestion } from './use-confirmed-delete';

describe('the delete confirmation', () => {
  it('names what goes, before the spec’s question', () => {
    expect(deleteQuestion('정말 삭제하시겠습니까?', { name: '홍길동', id: 12 })).toBe(
      '홍길동 (ID 12) — 정말 삭제하시겠습니까?',
    );
    expect(deleteQuestion('정말 삭제하시겠습니까?')).toBe('정말 삭제하시겠습니까?');
  });
});
