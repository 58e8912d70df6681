import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.js';

const encodedName = (header: string) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '');

describe('attachmentHeader', () => {
  it('sends a Korean file name as RFC 5987 filename*, with an ASCII fallback', () => {
    expect(attachmentHeader('참석자_목록_2026-11-21.xlsx')).toBe(
      `attachment; filename="2026-11-21.xlsx"; filename*=UTF-8''%EC%B0%B8%EC%84%9D%EC%9E%90_%EB%AA%A9%EB%A1%9D_2026-11-21.xlsx`,
    );
    expect(attachmentHeader('참석자_업로드_양식.xlsx')).toBe(
      `attachment; filename="download.xlsx"; filename*=UTF-8''%EC%B0%B8%EC%84%9D%EC%9E%90_%EC%97%85%EB%A1%9C%EB%93%9C_%EC%96%91%EC%8B%9D.xlsx`,
    );
  });

  it('percent-encodes what RFC 5987 does not allow bare, so the name decodes back exactly', () => {
    const name = "행사 (2026)'s *목록* 100%.xlsx";
    const header = attachmentHeader(name);
    expect(/filename\*=UTF-8''(.+)$/.exec(header)?.[1]).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(header).toContain("filename*=UTF-8''%ED%96%89%EC%82%AC%20%282026%29%27s%20%2A");
    expect(encodedName(header)).toBe(name);
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentHeader('a"b\\c\r\nSet-Cookie: x=1.xlsx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(/filename="([^"]*)"/.exec(header)?.[1]).toBe('a_b_c_Set-Cookie: x=1.xlsx');
  });
});
