import argon2 from 'argon2';
import type { BoothFields } from './domain/booth-fields.js';

/** A booth form as the commands take it: the password still in clear ('' on edit keeps the old one). */
export type BoothInput = Omit<BoothFields, 'passwordHash'> & { password: string };

/** The fields to record: the password replaced by its argon2 hash, or left out when it stays. */
export async function boothFieldsOf({ password, ...rest }: BoothInput): Promise<Partial<BoothFields>> {
  return password === '' ? rest : { ...rest, passwordHash: await argon2.hash(password) };
}
