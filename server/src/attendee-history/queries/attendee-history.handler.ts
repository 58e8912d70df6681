import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../kernel/tokens.js';
import { EVENT_COLUMNS, EventStore, type EventRow } from '../../event-store/event-store.js';
import { withConnection, type Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { readAttendee } from '../../attendees/queries/attendee-reads.js';
import { attendeeHistory, type HistoryActor } from '../domain/attendee-history.js';
import { attendeeStreamId, type AttendeeEvent } from '../../attendees/domain/attendee.events.js';
import type { EntranceEvent } from '../../desk/domain/entrance.events.js';
import type { AttendeeHistoryEntry } from '@expo/contract/attendees';
import { AttendeeHistoryQuery } from '../../attendees/queries/attendee-history/attendee-history.query.js';

const NAMES_BY_KIND: Record<HistoryActor['kind'], string> = {
  admin: '관리자',
  booth: '부스',
  desk: '데스크',
  kiosk: '키오스크',
  public: '참석자 본인 (현장 등록)',
  system: '시스템',
  cli: '관리 명령 (CLI)',
};

/** Names of the admins, booths and desks that made changes (a deleted one keeps its kind's name). */
async function actorNames(sql: Sql, actors: HistoryActor[], eventId: number): Promise<Map<string, string>> {
  const ids = (kind: string) => [...new Set(actors.filter((a) => a.kind === kind && a.id).map((a) => a.id))];
  // one after another: a connection runs one statement at a time (pg queued these anyway, and pg 9 refuses)
  const admins = await sql.query<{ id: number; name: string; username: string }>(
    `SELECT id, name, username FROM admins WHERE id = ANY($1::int[])`,
    [ids('admin')],
  );
  const booths = await sql.query<{ id: number; booth_name: string }>(
    `SELECT id, booth_name FROM booths WHERE id = ANY($1::int[]) AND event_id = $2`,
    [ids('booth'), eventId],
  );
  const desks = await sql.query<{ id: number; name: string }>(
    `SELECT id, name FROM desks WHERE id = ANY($1::int[]) AND event_id = $2`,
    [[...ids('desk'), ...ids('kiosk')], eventId],
  );
  return new Map([
    ...admins.map(
      (a) => [`admin:${a.id}`, `관리자 ${a.name}${a.name === a.username ? '' : ` (${a.username})`}`] as const,
    ),
    ...booths.map((b) => [`booth:${b.id}`, `부스 ${b.booth_name}`] as const),
    ...desks.flatMap((d) => [
      [`desk:${d.id}`, d.name] as const,
      [`kiosk:${d.id}`, `키오스크 (${d.name})`] as const,
    ]),
  ]);
}

/** The attendee's change history from its stream in the log: who changed what, and when. */
@QueryHandler(AttendeeHistoryQuery)
export class AttendeeHistoryHandler implements IQueryHandler<AttendeeHistoryQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  execute({ eventId, attendeeId }: AttendeeHistoryQuery): Promise<AttendeeHistoryEntry[]> {
    return withConnection(this.dataSource, async (sql) => {
      await readAttendee(sql, attendeeId, eventId);
      const rows = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM event_log WHERE stream_id = $1 ORDER BY version`,
        [attendeeStreamId(attendeeId)],
      );
      const events = (await this.store.open(sql, rows)) as StoredEvent<AttendeeEvent | EntranceEvent>[];
      const history = attendeeHistory(events);
      const names = await actorNames(
        sql,
        history.map((entry) => entry.actor),
        eventId,
      );
      return history.map(({ recordedAt, action, source, actor, changes, detail }) => ({
        at: toSeoulLocal(recordedAt),
        action,
        ...(source ? { source } : {}),
        actor: { ...actor, name: names.get(`${actor.kind}:${actor.id}`) ?? NAMES_BY_KIND[actor.kind] },
        changes,
        ...(detail ? { detail } : {}),
      }));
    });
  }
}
