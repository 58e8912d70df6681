import { describe, expect, it } from 'vitest';
import { requestIp, UNKNOWN_IP } from './request-ip.js';

describe('where an access record says a request came from', () => {
  it('given a request whose connection is open, then its address', () => {
    expect(requestIp({ ip: '10.0.0.7' })).toBe('10.0.0.7');
  });

  it('given a request whose client is gone (no address any more), then unknown, so its record is still kept', () => {
    expect(requestIp({ ip: undefined as unknown as string })).toBe(UNKNOWN_IP);
    expect(requestIp({ ip: '' })).toBe(UNKNOWN_IP);
  });
});
