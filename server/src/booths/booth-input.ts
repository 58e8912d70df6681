import { withPasswordHash } from '../catalog/password-input.js';
import type { BoothFields } from './domain/booth-fields.js';

/** A booth form as the commands take it: the password still in clear ('' on edit keeps the old one). */
export type BoothInput = Omit<BoothFields, 'passwordHash'> & { password: string };

/** The fields to record: the password replaced by its argon2 hash, or left out when it stays. */
export const boothFieldsOf = (input: BoothInput): Promise<Partial<BoothFields>> => withPasswordHash(input);
