import { JwtService } from '@nestjs/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecretsService } from './secrets.service.js';
import { AppError } from '../kernel/app-error.js';
import { tokenRefusal, WRONG_ROLE_MESSAGE } from './token-refusal.js';
import { BOOTH_TOKEN_TTL_SECONDS, TokenService } from './token.service.js';

const secrets = (secret: string) => ({ get: () => secret }) as unknown as SecretsService;
const booth = { boothId: 3, eventId: 1, credentialsVersion: 2 };

afterEach(() => vi.useRealTimers());

describe('booth tokens, checked once and remembered', () => {
  it('given a token verified before, when it has expired since, then it is refused', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z') });
    const tokens = new TokenService(new JwtService(), secrets('s'.repeat(32)));
    const token = tokens.signBooth(booth);
    expect(tokens.verifyBooth(token)).toEqual(booth);
    vi.setSystemTime(Date.now() + (BOOTH_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(tokens.verifyBooth(token)).toEqual(booth);
    vi.setSystemTime(Date.now() + 2000);
    expect(tokens.verifyBooth(token)).toBeUndefined();
  });

  it('given a token verified under one secret, when the secret changes, then it is refused', () => {
    let secret = 'a'.repeat(32);
    const tokens = new TokenService(new JwtService(), { get: () => secret } as unknown as SecretsService);
    const token = tokens.signBooth(booth);
    expect(tokens.verifyBooth(token)).toEqual(booth);
    secret = 'b'.repeat(32);
    expect(tokens.verifyBooth(token)).toBeUndefined();
  });

  it('given a token with a changed signature, then it is refused though its claims were seen', () => {
    const tokens = new TokenService(new JwtService(), secrets('c'.repeat(32)));
    const token = tokens.signBooth(booth);
    expect(tokens.verifyBooth(token)).toEqual(booth);
    // the first character of the signature carries six bits of it (the last one partly padding), so this changes it
    const signatureAt = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, signatureAt)}${token[signatureAt] === 'A' ? 'B' : 'A'}${token.slice(signatureAt + 1)}`;
    expect(forged).not.toBe(token);
    expect(tokens.verifyBooth(forged)).toBeUndefined();
  });
});

describe('a token refused by a guard of another role', () => {
  const tokens = new TokenService(new JwtService(), secrets('d'.repeat(32)));
  const lost = () => new AppError('AUTH.UNAUTHORIZED', '로그인이 만료되었습니다.', 401);

  it.each([
    ['booth', tokens.signBooth(booth)],
    ['desk', tokens.signDesk({ deskId: 4, eventId: 1, credentialsVersion: 1 }, 'desk')],
    ['kiosk', tokens.signDesk({ deskId: 4, eventId: 1, credentialsVersion: 1 }, 'kiosk')],
    [
      'admin',
      tokens.signAdmin({ adminId: 1, eventId: 1, name: '관리자', organiser: false, credentialsVersion: 0 }),
    ],
  ])(
    'given a valid %s token, then it is told the screen is not its own (403), not to sign in again',
    (role, token) => {
      expect(tokens.roleOf(token)).toBe(role);
      expect(tokenRefusal(tokens, token, lost)).toMatchObject({ status: 403, message: WRONG_ROLE_MESSAGE });
    },
  );

  it('given a forged, expired or foreign token, then it gets the route’s own 401', () => {
    const other = new TokenService(new JwtService(), secrets('e'.repeat(32)));
    for (const token of ['garbage', other.signBooth(booth), `${tokens.signBooth(booth).slice(0, -3)}AAA`]) {
      expect(tokens.roleOf(token)).toBeUndefined();
      expect(tokenRefusal(tokens, token, lost)).toMatchObject({ status: 401 });
    }
    vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z') });
    const expiring = tokens.signBooth(booth);
    vi.setSystemTime(Date.now() + (BOOTH_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(tokenRefusal(tokens, expiring, lost)).toMatchObject({ status: 401 });
  });
});
