import { JwtService } from '@nestjs/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecretsService } from '../core/secrets.service.js';
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
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect(tokens.verifyBooth(forged)).toBeUndefined();
  });
});
