import { describe, expect, it } from 'vitest';
import { parseWith } from '../../http/schema/index.js';
import { registerBoothBody, updateBoothBody } from '@expo/contract/booths';

const form = (password: unknown) => ({
  boothName: 'AI 체험관',
  name: '박부스',
  affiliation: '한빛전자',
  phone: '010-5555-0001',
  loginId: 'booth-a',
  password,
});
const passwordOf = (password: unknown, editing = false) =>
  parseWith(editing ? updateBoothBody : registerBoothBody, form(password)).password;
const refusal = (message: string) => expect.objectContaining({ status: 400, message });

describe('the booth password field', () => {
  it('is kept as the booth login reads it: trimmed', () => {
    expect(passwordOf('  pass word  ')).toBe('pass word');
    expect(passwordOf('\t\tpassword\n')).toBe('password');
    expect(passwordOf('비밀번호😀1234')).toBe('비밀번호😀1234');
  });
  it('refuses what no login could match (control characters, lone surrogates) in Korean', () => {
    for (const password of ['pass\u0000word', 'password\u001b', 'pa\ud800ssword'])
      expect(() => passwordOf(password)).toThrow(refusal('비밀번호에 사용할 수 없는 문자가 있습니다.'));
  });
  it('counts the length after trimming', () => {
    expect(passwordOf('   passw0rd   ')).toBe('passw0rd');
    expect(() => passwordOf('  pass12  ')).toThrow(refusal('비밀번호는 8자 이상이어야 합니다.'));
  });
  it('keeps the old password on edit only when none is sent; blanks are refused', () => {
    expect(passwordOf('', true)).toBe('');
    expect(passwordOf(undefined, true)).toBe('');
    expect(() => passwordOf('   ', true)).toThrow(refusal('비밀번호를 입력하세요.'));
    expect(() => passwordOf('')).toThrow(refusal('비밀번호를 입력하세요.'));
  });
});
