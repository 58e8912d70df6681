import { describe, expect, it } from 'vitest';
import { parseWith } from '../../http/schema/index.js';
import { adminLoginBody } from '@expo/contract/auth';

const refusal = (message: string) =>
  expect.objectContaining({ status: 400, code: 'VALIDATION.INVALID', message });
const parse = (body: unknown) => parseWith(adminLoginBody, body);

describe('the admin login body', () => {
  it('takes the username and password trimmed, ignoring other keys', () => {
    expect(parse({ username: ' admin ', password: ' admin-pass-1234 ', extra: 1 })).toEqual({
      username: 'admin',
      password: 'admin-pass-1234',
    });
  });

  it('answers the first refused field in Korean, username first', () => {
    expect(() => parse({})).toThrow(refusal('아이디를 입력하세요.'));
    expect(() => parse({ username: 'admin' })).toThrow(refusal('비밀번호를 입력하세요.'));
    expect(() => parse({ username: 'a'.repeat(101), password: 'x' })).toThrow(
      refusal('아이디는 100자 이하로 입력하세요.'),
    );
    expect(() => parse({ username: 'admin', password: 'p'.repeat(201) })).toThrow(
      refusal('비밀번호는 200자 이하로 입력하세요.'),
    );
    expect(() => parse({ username: ['admin'], password: 'x' })).toThrow(
      refusal('아이디 값의 형식이 올바르지 않습니다.'),
    );
  });

  it('refuses anything but an object', () => {
    for (const body of [null, [], 'admin'])
      expect(() => parse(body)).toThrow(refusal('요청 본문이 올바르지 않습니다.'));
  });
});
