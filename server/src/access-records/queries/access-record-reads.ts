import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Sql } from '../../database/sql.js';
import type { AccessRecord, ActorKind } from '@expo/contract/access-records';
import { fromSeoulLocal } from '@expo/contract/seoul-time';

/** Which records an admin looks at: always their event's; optionally an account, Korean dates, an attendee. */
export interface AccessRecordFilter {
  eventId: number;
  /** Part of the account's name (관리자 이름, 부스명, 데스크명). */
  account?: string;
  actorKind?: ActorKind;
  /** YYYY-MM-DD, Korean dates, both included. */
  from?: string;
  to?: string;
  attendeeId?: number;
}

/** A row of personal_data_access as pg reads it. */
export interface AccessRecordRow {
  id: string;
  at: Date;
  actor_kind: ActorKind;
  actor_id: number | null;
  actor_name: string;
  ip: string;
  method: string;
  route: string;
  action: string;
  attendee_ids: number[];
  record_count: number;
  reason: string | null;
}

/** The start of a Korean day (00:00 KST) as a timestamptz literal. */
const seoulStart = (day: string) => fromSeoulLocal(`${day}T00:00:00`);

/** The WHERE clause of a filter and its parameters ($1 is the event). */
export function whereOf(filter: AccessRecordFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.eventId];
  const parts = ['event_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.account) add((n) => `strpos(lower(actor_name), lower(${n})) > 0`, filter.account);
  if (filter.actorKind) add((n) => `actor_kind = ${n}`, filter.actorKind);
  if (filter.from) add((n) => `at >= ${n}::timestamptz`, seoulStart(filter.from));
  if (filter.to) add((n) => `at < ${n}::timestamptz + interval '1 day'`, seoulStart(filter.to));
  if (filter.attendeeId !== undefined) add((n) => `attendee_ids @> ARRAY[${n}::int]`, filter.attendeeId);
  return { where: parts.join(' AND '), params };
}

const COLUMNS = `id, at, actor_kind, actor_id, actor_name, ip, method, route, action, attendee_ids, record_count, reason`;

export const toAccessRecord = (r: AccessRecordRow): AccessRecord => ({
  id: Number(r.id),
  at: toSeoulLocal(r.at),
  actorKind: r.actor_kind,
  actorId: r.actor_id,
  actorName: r.actor_name,
  ip: r.ip,
  method: r.method,
  route: r.route,
  action: r.action,
  attendeeIds: r.attendee_ids,
  recordCount: r.record_count,
  reason: r.reason,
});

/** A page of the filtered records, newest first. */
export async function readAccessRecords(
  sql: Sql,
  filter: AccessRecordFilter,
  page: { limit: number; offset: number; upToId?: number },
): Promise<AccessRecord[]> {
  const { where, params } = whereOf(filter);
  const n = params.length;
  const rows = await sql.query<AccessRecordRow>(
    `SELECT ${COLUMNS} FROM personal_data_access WHERE ${where} AND ($${n + 3}::bigint IS NULL OR id <= $${n + 3})
      ORDER BY at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset, page.upToId ?? null],
  );
  return rows.map(toAccessRecord);
}

export async function countAccessRecords(sql: Sql, filter: AccessRecordFilter): Promise<number> {
  const { where, params } = whereOf(filter);
  const [row] = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM personal_data_access WHERE ${where}`,
    params,
  );
  return Number(row?.n ?? 0);
}

/** The newest record's id (a download reads up to it, so records added meanwhile do not shift its pages). */
export async function newestAccessRecordId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ id: string | null }>(`SELECT max(id) AS id FROM personal_data_access`);
  return Number(row?.id ?? 0);
}
