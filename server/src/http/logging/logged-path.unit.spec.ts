import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.js';

describe('the path an access log line keeps', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    expect(loggedPath('/api/users/12?sig=abcdef0123')).toBe('/api/users/12?sig=');
    expect(loggedPath('/api/users?page=0&size=10&keyword=%EA%B9%80%EB%AF%BC%EC%88%98')).toBe(
      '/api/users?page=&size=&keyword=',
    );
    expect(loggedPath('/api/health')).toBe('/api/health');
  });
  it('bounds what a client can make it write', () => {
    expect(loggedPath(`/api/${'a'.repeat(1000)}`)).toHaveLength(300);
    expect(loggedPath(undefined)).toBe('');
  });
});
