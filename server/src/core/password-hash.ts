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

/**
 * Whether `password` matches the argon2 `hash`. An unknown account (no hash) is checked against a real hash
 * made with the same setting, so it takes as long and fails: timing does not reveal login names.
 */
export async function passwordMatches(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password');
  const ok = await argon2.verify(hash || (await dummyHash), password).catch(() => false);
  return ok && Boolean(hash);
}
