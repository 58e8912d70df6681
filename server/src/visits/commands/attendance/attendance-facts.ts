import { sessionHoldsOn } from '../../../auth/booth-session.js';
import type { BoothPrincipal } from '../../../auth/booth-principal.js';
import { prepared, type Sql } from '../../../database/sql.js';
import { maskForBooth } from '../../../privacy/exhibitor-view.js';
import { shareOnlyWithConsentSql } from '../../../privacy/queries/privacy-settings-reads.js';
import type { AccessRecordDraft } from '../../../access-records/domain/access-record.js';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { RecordedVisit, Visitor } from '../../queries/visit-reads.js';
import type { Visit } from '@expo/contract/visits';

/** One scan or check-in waiting for its batch. */
export interface AttendanceRequest {
  placeId: number;
  placeEventId: number;
  attendeeId: number;
  metadata: EventMetadata;
  /** The booth phone's token: the request is refused (401) unless its session holds when its batch is read. */
  session?: BoothPrincipal;
  /**
   * The request's 개인정보 접속기록 (who, when, from where): written in the transaction that answers it, for an
   * answered request only (a resend is shown again, so recorded again; a refusal showed nothing).
   */
  access?: AccessRecordDraft;
}

/**
 * What a batch of attendance requests needs besides its streams, read in ONE statement before deciding (every
 * round trip to the database is a socket write and a wait: the SQL budget in test/e2e/scan-sql-budget):
 * the attendees' events and, for booth phones, their sessions, their events' '부스 제공 동의 확인' and the
 * visitors' consent, so the scan answers are shown as the booth may see them without another read.
 */
export interface BatchFacts {
  /** The attendee's event; null when there is no such attendee. */
  eventOf(attendeeId: number): number | null;
  /**
   * The attendee's name, affiliation and phone as a visitor row copies them (read with the facts, so a visit
   * just recorded is answered without reading its row back).
   */
  visitorOf(attendeeId: number): Visitor | undefined;
  /** The name of the attendee's event when it was closed ('행사 종료': nothing is recorded); else undefined. */
  closedEventOf(attendeeId: number): string | undefined;
  /** The place's name where the facts hold it (a scanning booth's, for its access records). */
  placeNameOf(placeId: number): string | undefined;
  /** Whether a booth phone's session still holds (its booth there, with the login the token was made for). */
  holds(session: BoothPrincipal): boolean;
  /** The recorded visits as whoever recorded them sees them, in the same order. */
  present(visits: readonly RecordedVisit[]): Visit[];
}

export type ReadBatchFacts = (sql: Sql, batch: readonly AttendanceRequest[]) => Promise<BatchFacts>;

interface FactRow extends VisitorRow {
  kind: 'attendee' | 'booth';
  id: number;
  event_id: number;
  consent: boolean | null;
  credentials_version: number | null;
  share_only_with_consent: boolean | null;
}

interface VisitorRow {
  /** The attendee's event's name when it is closed, else null. */
  closed_event: string | null;
  name: string | null;
  affiliation: string | null;
  phone_number: string | null;
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

const visitorFrom = (row: VisitorRow | undefined): Visitor | undefined =>
  row && {
    userName: row.name ?? '',
    affiliation: row.affiliation ?? '',
    phoneNumber: row.phone_number ?? '',
  };

/** The attendee's event's name when it was closed ('행사 종료'), else NULL: a column of the attendee's facts. */
const CLOSED_EVENT = `(SELECT c.name FROM conferences c WHERE c.id = attendees.event_id AND c.closed_at IS NOT NULL)`;

/** Lecture check-ins: the attendees' events; shown as recorded. */
export const attendeeFacts: ReadBatchFacts = async (sql, batch) => {
  const rows = await sql.query<{ id: number; event_id: number } & VisitorRow>(
    prepared(`SELECT id, event_id, ${CLOSED_EVENT} AS closed_event, name, affiliation, phone_number
       FROM attendees WHERE id = ANY($1::int[])`),
    [distinct(batch.map((r) => r.attendeeId))],
  );
  const attendees = new Map(rows.map((r) => [r.id, r]));
  return {
    eventOf: (attendeeId) => attendees.get(attendeeId)?.event_id ?? null,
    closedEventOf: (attendeeId) => attendees.get(attendeeId)?.closed_event ?? undefined,
    visitorOf: (attendeeId) => visitorFrom(attendees.get(attendeeId)),
    placeNameOf: () => undefined,
    holds: () => false,
    present: (visits) => visits.map((v) => v.visit),
  };
};

/** The attendees and scanning booths of a batch: boothScanFacts. */
const BOOTH_SCAN_FACTS = prepared(`SELECT 'attendee' AS kind, id, event_id, exhibitor_consent AS consent,
            NULL::int AS credentials_version, NULL::boolean AS share_only_with_consent,
            ${CLOSED_EVENT} AS closed_event, name, affiliation, phone_number
       FROM attendees WHERE id = ANY($1::int[])
     UNION ALL
     SELECT 'booth', b.id, b.event_id, NULL, b.credentials_version,
            ${shareOnlyWithConsentSql('p')}, NULL, b.booth_name, NULL, NULL
       FROM booths b LEFT JOIN privacy_settings p ON p.event_id = b.event_id
      WHERE b.id = ANY($2::int[])`);

/**
 * Booth scans: the attendees (event, consent, what a visitor row copies) and the scanning booths (event, name,
 * login version, their event's '부스 제공 동의 확인') in one statement; a scan answer is the visitor as the booth may see them
 * (privacy/exhibitor-view.ts), from the consent read here and the visit's position read back.
 */
export const boothScanFacts: ReadBatchFacts = async (sql, batch) => {
  const rows = await sql.query<FactRow>(BOOTH_SCAN_FACTS, [
    distinct(batch.map((r) => r.attendeeId)),
    distinct(batch.map((r) => r.placeId)),
  ]);
  const attendees = new Map<number, FactRow>();
  const booths = new Map<number, FactRow>();
  for (const row of rows) (row.kind === 'attendee' ? attendees : booths).set(row.id, row);
  return {
    eventOf: (attendeeId) => attendees.get(attendeeId)?.event_id ?? null,
    closedEventOf: (attendeeId) => attendees.get(attendeeId)?.closed_event ?? undefined,
    visitorOf: (attendeeId) => visitorFrom(attendees.get(attendeeId)),
    placeNameOf: (boothId) => booths.get(boothId)?.name ?? undefined,
    holds: (session) => {
      const booth = booths.get(session.boothId);
      return sessionHoldsOn(
        session,
        booth && { event_id: booth.event_id, credentials_version: booth.credentials_version ?? -1 },
      );
    },
    present: (visits) =>
      visits.map(({ placeId, position, visit }) =>
        maskForBooth(
          visit,
          { consent: attendees.get(visit.userId)?.consent ?? null, position },
          { shareOnlyWithConsent: booths.get(placeId)?.share_only_with_consent ?? false },
        ),
      ),
  };
};
