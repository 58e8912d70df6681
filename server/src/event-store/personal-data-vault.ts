import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';
import type { Sql } from '../database/sql.js';

/**
 * Crypto-shredding: personal fields of an event are encrypted with a key per subject (one attendee);
 * deleting the key erases them from the log for good.
 */
export interface PersonalDataRule {
  /** The subject whose key encrypts this event's personal data. */
  subject(data: Record<string, unknown>): string;
  /** The object inside `data` that holds personal fields, and which of its keys are personal. */
  path: string;
  fields: readonly string[];
}

/**
 * The two rules of a record that is registered with its fields (`data.fields`) and updated with the fields that
 * changed (`data.changed`): the same subject and the same personal fields in both.
 */
export function registeredAndChanged(
  subject: PersonalDataRule['subject'],
  fields: readonly string[],
): { registered: PersonalDataRule; updated: PersonalDataRule } {
  return { registered: { subject, path: 'fields', fields }, updated: { subject, path: 'changed', fields } };
}

const SEALED = '__sealed';

/** Random bytes drawn from a pool refilled 64 KiB at a time: one system call per thousands of IVs. */
const pool = { buffer: Buffer.alloc(65536), offset: 65536 };
function randomPiece(size: number): Buffer {
  if (pool.offset + size > pool.buffer.length) {
    pool.buffer = randomFillSync(Buffer.alloc(65536));
    pool.offset = 0;
  }
  const piece = pool.buffer.subarray(pool.offset, pool.offset + size);
  pool.offset += size;
  return piece;
}

export class PersonalDataVault {
  private readonly rules = new Map<string, PersonalDataRule>();

  register(eventType: string, rule: PersonalDataRule): void {
    this.rules.set(eventType, rule);
  }

  subjectsOf(events: { type: string; data: unknown }[]): string[] {
    const subjects = new Set<string>();
    for (const e of events) {
      const rule = this.rules.get(e.type);
      if (rule) subjects.add(rule.subject(e.data as Record<string, unknown>));
    }
    return [...subjects];
  }

  /** Keys of these subjects, creating the missing ones (inside the caller's transaction). */
  async keysFor(sql: Sql, subjects: string[], create: boolean): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    if (subjects.length === 0) return keys;
    let missing = subjects;
    if (create) {
      // new keys are made here (the system's CSPRNG) and kept where they are stored; a subject that has a
      // key already keeps it (ON CONFLICT) and is read below. New subjects, as in an import, need no read.
      const made = subjects.map((subject) => [subject, randomPiece(32)] as const);
      const inserted = await sql.query<{ subject_id: string }>(
        `INSERT INTO personal_data_keys (subject_id, key)
         SELECT s, decode(k, 'hex') FROM unnest($1::text[], $2::text[]) AS t(s, k)
         ON CONFLICT (subject_id) DO NOTHING RETURNING subject_id`,
        [made.map(([subject]) => subject), made.map(([, key]) => key.toString('hex'))],
      );
      const created = new Set(inserted.map((row) => row.subject_id));
      for (const [subject, key] of made) if (created.has(subject)) keys.set(subject, Buffer.from(key));
      missing = subjects.filter((subject) => !created.has(subject));
      if (missing.length === 0) return keys;
    }
    const rows = await sql.query<{ subject_id: string; key: Buffer }>(
      `SELECT subject_id, key FROM personal_data_keys WHERE subject_id = ANY($1::text[])`,
      [missing],
    );
    for (const row of rows) keys.set(row.subject_id, row.key);
    return keys;
  }

  async forget(sql: Sql, subject: string): Promise<void> {
    await sql.execute(`DELETE FROM personal_data_keys WHERE subject_id = $1`, [subject]);
  }

  /** The data as it goes into the log: personal fields replaced by one sealed blob. */
  seal(type: string, data: unknown, keys: ReadonlyMap<string, Buffer>): unknown {
    const rule = this.rules.get(type);
    if (!rule) return data;
    const record = data as Record<string, unknown>;
    const inner = { ...(record[rule.path] as Record<string, unknown>) };
    const personal: Record<string, unknown> = {};
    for (const field of rule.fields)
      if (field in inner) {
        personal[field] = inner[field];
        delete inner[field];
      }
    if (Object.keys(personal).length === 0) return data;
    const key = keys.get(rule.subject(record));
    if (!key) throw new Error(`no personal data key for ${rule.subject(record)}`);
    const iv = randomPiece(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(personal), 'utf8'), cipher.final()]);
    inner[SEALED] = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    return { ...record, [rule.path]: inner };
  }

  /** The data as deciders and projections see it; erased fields come back as empty strings. */
  open(type: string, data: unknown, keys: Map<string, Buffer>): unknown {
    const rule = this.rules.get(type);
    if (!rule) return data;
    const record = data as Record<string, unknown>;
    const inner = { ...(record[rule.path] as Record<string, unknown>) };
    const sealed = inner[SEALED];
    if (typeof sealed !== 'string') return data;
    delete inner[SEALED];
    const key = keys.get(rule.subject(record));
    if (key) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      Object.assign(inner, JSON.parse(plain));
    } else {
      for (const field of rule.fields) inner[field] = '';
    }
    return { ...record, [rule.path]: inner };
  }
}
