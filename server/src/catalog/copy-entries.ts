import { generateSecret, hashGeneratedSecret } from '../auth/password-hash.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import type { EntityCommands } from './entity-commands.js';
import type { EntityFields } from './entity-decider.js';

/** A login made for a copied account, shown once (and handed out on paper or in Excel). */
export interface IssuedLogin {
  name: string;
  loginId: string;
  password: string;
}

/** Passwords hashed at once: argon2 runs on libuv's four threads. */
const HASHED_AT_ONCE = 4;

/**
 * Runs `work` over `items` one after another, answering in their order: each registration takes the next id, so
 * the copies keep the source's order (lists are by id).
 */
export async function inOrder<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (const item of items) answers.push(await work(item));
  return answers;
}

/** New logins for `count` accounts: generated passwords with their hashes, HASHED_AT_ONCE at a time. */
async function newSecrets(count: number): Promise<{ password: string; passwordHash: string }[]> {
  const secrets: { password: string; passwordHash: string }[] = [];
  for (let at = 0; at < count; at += HASHED_AT_ONCE) {
    const batch = Array.from({ length: Math.min(HASHED_AT_ONCE, count - at) }, generateSecret);
    const hashes = await Promise.all(batch.map(hashGeneratedSecret));
    secrets.push(...batch.map((password, i) => ({ password, passwordHash: hashes[i]! })));
  }
  return secrets;
}

/**
 * A copied account's login id: the old one with the new event's id, so it stays recognisable and, login ids being
 * unique across events, new ('samsung-booth' → 'samsung-booth-e12').
 */
export function copiedLoginId(old: string, toEventId: number): string {
  const suffix = `-e${toEventId}`;
  return `${old.slice(0, 50 - suffix.length)}${suffix}`;
}

/**
 * Registers a copy of each account in the event `toEventId` with a new login id and a new generated password
 * (the same domain command as a registration by hand); answers the logins made.
 */
export async function copyWithNewLogins<
  P extends string,
  F extends EntityFields,
  D,
  Row extends { loginId: string },
>(
  entries: EntityCommands<P, F, D>,
  rows: readonly Row[],
  toEventId: number,
  fieldsOf: (row: Row, login: { loginId: string; passwordHash: string }) => F,
  nameOf: (row: Row) => string,
  metadata: EventMetadata,
): Promise<IssuedLogin[]> {
  const secrets = await newSecrets(rows.length);
  return inOrder(
    rows.map((row, i) => ({ row, ...secrets[i]! })),
    async ({ row, password, passwordHash }) => {
      const loginId = copiedLoginId(row.loginId, toEventId);
      await entries.register(toEventId, fieldsOf(row, { loginId, passwordHash }), metadata);
      return { name: nameOf(row), loginId, password };
    },
  );
}
