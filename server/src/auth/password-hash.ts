import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/**
 * How passwords are hashed: argon2id with argon2's defaults (3 passes, 4 lanes) and the memory
 * PASSWORD_HASH_MEMORY_KIB sets, for the whole process (CoreModule sets it from the configuration). A hash
 * records its own parameters, so a password hashed under one setting still verifies under another. The tests
 * lower the memory (a hash at 64 MiB takes 120 ms and 180 ms of CPU, and the suite makes about a thousand:
 * docs/TESTING.md), as Django's documentation advises for test settings.
 */
const options: { type: typeof argon2.argon2id; memoryCost?: number } = { type: argon2.argon2id };
let dummyHash: Promise<string> | undefined;

export function setPasswordHashMemory(kib: number): void {
  if (kib === options.memoryCost) return;
  options.memoryCost = kib;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** Letters and digits that read alike on paper and on a phone (no 0/o, 1/l/i). */
const SECRET_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A password the server makes (a copied event's booths and desks): 12 random characters of 31 in three groups
 * ('k7mq-x3ta-9rwe'), about 59 bits, handed out once.
 */
export function generateSecret(): string {
  const chars = Array.from({ length: 12 }, () => SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/**
 * The hash of a generated secret: argon2id still (the hash records its parameters, so login verifies it as any
 * other), with 4 MiB and one pass instead of the typed passwords' 64 MiB and three: its ~59 random bits, not the
 * hash's cost, are what an attacker faces (a hash at 64 MiB takes 104 ms here, this one 2.5 ms, so a copied event's
 * 300 booths take under a second instead of half a minute: docs/BENCHMARKS.md).
 */
export function hashGeneratedSecret(secret: string): Promise<string> {
  return argon2.hash(secret, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 });
}

/**
 * Whether `password` matches the argon2 `hash`. An unknown account (no hash) is checked against a real hash
 * made with the same setting, so it takes as long and fails: timing does not reveal login names.
 */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password');
  const ok = await argon2.verify(hash || (await dummyHash), password).catch(() => false);
  return ok && Boolean(hash);
}
