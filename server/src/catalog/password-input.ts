import { hashPassword } from '../auth/password-hash.js';

/**
 * A form with a login's password still in clear ('' on edit keeps the old one) as the fields to record: the
 * password replaced by its argon2 hash, or left out when it stays. Booths and desks alike.
 */
export async function withPasswordHash<T extends { password: string }>({
  password,
  ...rest
}: T): Promise<Omit<T, 'password'> & { passwordHash?: string }> {
  return password === '' ? rest : { ...rest, passwordHash: await hashPassword(password) };
}
