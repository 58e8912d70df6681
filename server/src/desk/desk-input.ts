import { withPasswordHash } from '../catalog/password-input.js';
import type { DeskFields } from './domain/desk-fields.js';

/** A desk form as the commands take it: the password still in clear ('' on edit keeps the old one). */
export type DeskInput = Omit<DeskFields, 'passwordHash'> & { password: string };

export const deskFieldsOf = (input: DeskInput): Promise<Partial<DeskFields>> => withPasswordHash(input);
