import { prepared, type Sql } from '../../database/sql.js';
import {
  maskForBooth,
  isHiddenVisitorId,
  type BoothView,
  type BoothVisitorFacts,
} from '../../privacy/exhibitor-view.js';
import {
  readPrivacySettings,
  shareOnlyWithConsentSql,
} from '../../privacy/queries/privacy-settings-reads.js';

/**
 * Every booth surface (its visitor list and download, the pushes to its phones, the scan answer, its leads)
 * shows its rows through here: with the event's '부스 제공 동의 확인' off nothing more is read and the rows
 * are returned as they are; on, each visitor's consent and visit are read and the rule
 * (privacy/exhibitor-view.ts) is applied.
 */

const key = (boothId: number, attendeeId: number) => `${boothId}:${attendeeId}`;

/** The consent and visit position of these booths' visitors (pairs without a visit are absent). */
export async function boothVisitorFacts(
  sql: Sql,
  pairs: readonly { boothId: number; attendeeId: number }[],
): Promise<Map<string, BoothVisitorFacts>> {
  if (!pairs.length) return new Map();
  const rows = await sql.query<{
    booth_id: number;
    attendee_id: number;
    position: string;
    exhibitor_consent: boolean | null;
  }>(
    prepared(`SELECT v.booth_id, v.attendee_id, v.position, a.exhibitor_consent
       FROM unnest($1::int[], $2::int[]) AS p(booth_id, attendee_id)
       JOIN booth_visits v ON v.booth_id = p.booth_id AND v.attendee_id = p.attendee_id
       LEFT JOIN attendees a ON a.id = v.attendee_id`),
    [pairs.map((p) => p.boothId), pairs.map((p) => p.attendeeId)],
  );
  return new Map(
    rows.map((r) => [
      key(r.booth_id, r.attendee_id),
      { consent: r.exhibitor_consent, position: Number(r.position) },
    ]),
  );
}

/**
 * How one booth sees these rows of its own (visitors, leads): a function giving each row's view. A row whose
 * visit is gone (the attendee was deleted meanwhile) cannot be named by a placeholder: with the setting on its
 * view is undefined.
 */
export async function boothViewOf<T extends { userId: number }>(
  sql: Sql,
  eventId: number,
  boothId: number,
  rows: readonly T[],
): Promise<(row: T) => BoothView<T> | undefined> {
  const settings = await readPrivacySettings(sql, eventId);
  if (!settings.shareOnlyWithConsent) return (row) => row;
  const facts = await boothVisitorFacts(
    sql,
    rows.map((row) => ({ boothId, attendeeId: row.userId })),
  );
  return (row) => {
    const visitor = facts.get(key(boothId, row.userId));
    return visitor && maskForBooth(row, visitor, settings);
  };
}

/**
 * These rows of one booth as the booth sees them, in the same order; rows without a view are left out
 * (`keepUnknown` keeps them as they are: the scan answer of an erased visit, which names nobody).
 */
export async function asBoothSees<T extends { userId: number }>(
  sql: Sql,
  eventId: number,
  boothId: number,
  rows: readonly T[],
  { keepUnknown = false } = {},
): Promise<BoothView<T>[]> {
  const view = await boothViewOf(sql, eventId, boothId, rows);
  return rows.flatMap((row) => view(row) ?? (keepUnknown ? [row] : []));
}

const HIDES = shareOnlyWithConsentSql('p');
const BOOTHS_VIEW_FACTS =
  prepared(`SELECT b.id AS booth_id, ${HIDES} AS hides, v.attendee_id, v.position, a.exhibitor_consent
       FROM booths b
       LEFT JOIN privacy_settings p ON p.event_id = b.event_id
       LEFT JOIN unnest($2::int[], $3::int[]) AS q(booth_id, attendee_id) ON ${HIDES} AND q.booth_id = b.id
       LEFT JOIN booth_visits v ON v.booth_id = q.booth_id AND v.attendee_id = q.attendee_id
       LEFT JOIN attendees a ON a.id = v.attendee_id
      WHERE b.id = ANY($1::int[])`);

/**
 * For the live pushes: whether each of these booths hides visitors ('부스 제공 동의 확인' of its event) and, for
 * those that do, the consent and visit position of the listed visitors: one statement for a whole round (a
 * booth that is gone is absent; so is a pair without a visit).
 */
async function boothsViewFacts(
  sql: Sql,
  rows: ReadonlyMap<number, readonly { userId: number }[]>,
): Promise<{ hiding: Map<number, boolean>; facts: Map<string, BoothVisitorFacts> }> {
  const pairs = [...rows].flatMap(([boothId, list]) => list.map((row) => [boothId, row.userId] as const));
  const found = await sql.query<{
    booth_id: number;
    hides: boolean;
    attendee_id: number | null;
    position: string | null;
    exhibitor_consent: boolean | null;
  }>(BOOTHS_VIEW_FACTS, [
    [...rows.keys()],
    pairs.map(([boothId]) => boothId),
    pairs.map(([, attendeeId]) => attendeeId),
  ]);
  const hiding = new Map<number, boolean>();
  const facts = new Map<string, BoothVisitorFacts>();
  for (const row of found) {
    hiding.set(row.booth_id, row.hides);
    if (row.attendee_id !== null)
      facts.set(key(row.booth_id, row.attendee_id), {
        consent: row.exhibitor_consent,
        position: Number(row.position),
      });
  }
  return { hiding, facts };
}

/**
 * The visitor rows of several booths as each booth's phones see them (the live pushes), read in one
 * statement for them all: a booth whose event hides nobody gets its rows as they are.
 */
export async function asBoothsSee<T extends { userId: number }>(
  sql: Sql,
  rows: ReadonlyMap<number, readonly T[]>,
  { keepUnknown = false } = {},
): Promise<Map<number, BoothView<T>[]>> {
  const { hiding, facts } = await boothsViewFacts(sql, rows);
  const seen = new Map<number, BoothView<T>[]>();
  for (const [boothId, list] of rows) {
    if (!hiding.get(boothId)) {
      seen.set(boothId, [...list]);
      continue;
    }
    const shown: BoothView<T>[] = [];
    for (const row of list) {
      const visitor = facts.get(key(boothId, row.userId));
      if (visitor) shown.push(maskForBooth(row, visitor, { shareOnlyWithConsent: true }));
      else if (keepUnknown) shown.push(row);
    }
    seen.set(boothId, shown);
  }
  return seen;
}

/**
 * The attendee a booth names in a path: an attendee id, or (with the setting on) the placeholder of a hidden
 * visitor of this booth. Undefined when the placeholder names no visit of the booth.
 */
export async function attendeeOfBoothVisitor(
  sql: Sql,
  eventId: number,
  boothId: number,
  visitorId: number,
): Promise<number | undefined> {
  if (!isHiddenVisitorId(visitorId)) return visitorId;
  if (!(await readPrivacySettings(sql, eventId)).shareOnlyWithConsent) return undefined;
  const [row] = await sql.query<{ attendee_id: number }>(
    `SELECT attendee_id FROM booth_visits WHERE booth_id = $1 AND position = $2`,
    [boothId, -visitorId],
  );
  return row?.attendee_id;
}
