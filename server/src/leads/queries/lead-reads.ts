import type { Sql } from '../../database/sql.js';
import type { BoothLeads, Lead } from '@expo/contract/leads';
import type { LeadInterest } from '@expo/contract/leads-values';

interface LeadRow {
  attendee_id: number;
  interest: LeadInterest | null;
  tags: string[];
  memo: string;
  updated_at: string;
  updated_by: string;
}

const toDto = (r: LeadRow): Lead => ({
  userId: r.attendee_id,
  interest: r.interest,
  tags: r.tags,
  memo: r.memo,
  updatedAt: r.updated_at,
  updatedBy: r.updated_by,
});

const COLUMNS = 'attendee_id, interest, tags, memo, updated_at, updated_by';

export async function readLeadTags(sql: Sql, boothId: number): Promise<string[]> {
  const [row] = await sql.query<{ tags: string[] }>(`SELECT tags FROM booth_lead_tags WHERE booth_id = $1`, [
    boothId,
  ]);
  return row?.tags ?? [];
}

export async function readBoothLeads(sql: Sql, boothId: number): Promise<BoothLeads> {
  const rows = await sql.query<LeadRow>(
    `SELECT ${COLUMNS} FROM booth_leads WHERE booth_id = $1 ORDER BY updated_at DESC, attendee_id`,
    [boothId],
  );
  return { tags: await readLeadTags(sql, boothId), leads: rows.map(toDto) };
}

export async function readLead(sql: Sql, boothId: number, attendeeId: number): Promise<Lead | undefined> {
  const [row] = await sql.query<LeadRow>(
    `SELECT ${COLUMNS} FROM booth_leads WHERE booth_id = $1 AND attendee_id = $2`,
    [boothId, attendeeId],
  );
  return row && toDto(row);
}

/** The leads of these visitors of the booth (a page of a download), by attendee. */
export async function leadsOf(
  sql: Sql,
  boothId: number,
  attendeeIds: readonly number[],
): Promise<Map<number, Lead>> {
  const rows = await sql.query<LeadRow>(
    `SELECT ${COLUMNS} FROM booth_leads WHERE booth_id = $1 AND attendee_id = ANY($2::int[])`,
    [boothId, attendeeIds],
  );
  return new Map(rows.map((row) => [row.attendee_id, toDto(row)]));
}
