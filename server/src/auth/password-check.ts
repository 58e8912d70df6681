import argon2 from 'argon2';
import { AppError } from '../kernel/app-error.js';

// A real hash to verify against when the login name is unknown, so timing does not reveal login names.
const DUMMY_HASH = argon2.hash('not-a-password');

/** Whether `password` matches the argon2 `hash`; an unknown account (no hash) takes as long and fails. */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  const ok = await argon2.verify(hash || (await DUMMY_HASH), password).catch(() => false);
  return ok && Boolean(hash);
}

export const loginFailed = () => new AppError('AUTH.LOGIN_FAILED', '아이디 또는 비밀번호를 확인하세요.', 401);
