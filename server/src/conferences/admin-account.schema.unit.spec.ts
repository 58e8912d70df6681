import { describe, expect, it } from 'vitest';
import { parseWith } from '../http/schema/index.js';
import { adminLogin } from './admin-account.schema.js';

const parse = (username: string, password: string) => parseWith(adminLogin, { username, password });
const refusal = (code: string, message: string) => expect.objectContaining({ status: 400, code, message });

describe('a new admin login', () => {
  it('is kept trimmed, as the admin login reads what is typed there', () => {
    expect(parse('  busan.admin@x  ', '  pass word 1  ')).toEqual({
      username: 'busan.admin@x',
      password: 'pass word 1',
    });
  });

  it('refuses a username of other characters or length', () => {
    for (const username of ['ab', 'a'.repeat(51), '관리자', 'ad min'])
      expect(() => parse(username, 'long-enough-1')).toThrow(
        refusal('ADMIN.INVALID_USERNAME', '관리자 아이디는 영문, 숫자, ._@- 로 3~50자여야 합니다.'),
      );
  });

  it('refuses a password no login could match, then a short one', () => {
    expect(() => parse('admin', 'password\u0000x')).toThrow(
      refusal('ADMIN.INVALID_PASSWORD', '비밀번호에 사용할 수 없는 문자가 있습니다.'),
    );
    expect(() => parse('admin', '  1234567  ')).toThrow(
      refusal('ADMIN.WEAK_PASSWORD', '비밀번호는 8자 이상이어야 합니다.'),
    );
  });

  it('answers the username first when both are wrong', () => {
    expect(() => parse('x', '1')).toThrow(expect.objectContaining({ code: 'ADMIN.INVALID_USERNAME' }));
  });
});
