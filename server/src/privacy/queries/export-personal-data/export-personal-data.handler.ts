import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readAttendee } from '../../../attendees/queries/attendee-reads.js';
import { ATTENDEE_FIELD_LABELS, type AttendeeFieldKey } from '../../../attendees/domain/attendee-fields.js';
import { AttendeeHistoryQuery } from '../../../attendees/queries/attendee-history/attendee-history.query.js';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import {
  QR_CHANNEL_LABELS,
  QR_MESSAGE_STATUS_LABELS,
  type QrChannel,
  type QrMessageStatus,
} from '@expo/contract/messaging-values';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import { sheet, writeWorkbook } from '../../../excel/workbook-writer.js';
import { withConnection } from '../../../database/sql.js';
import { ExportPersonalDataQuery } from './export-personal-data.query.js';

const HISTORY_LABELS: Record<string, string> = {
  REGISTERED: '등록',
  UPDATED: '수정',
  QR_SEND_REQUESTED: 'QR 발송 요청',
  SURVEY_SEND_REQUESTED: '설문 발송 요청',
  BADGE_PRINTED: '명찰 출력',
  ENTRY_CHECKED_IN: '입장',
  CONSENT_RECORDED: '동의 기록',
};
const shown = (at: Date | string) => (typeof at === 'string' ? at : toSeoulLocal(at)).replace('T', ' ');

/**
 * The attendee's workbook: their details as held now, every change recorded in the log (who, when, what),
 * their visits and check-ins, the booths' notes about them and the QR messages sent to them.
 */
@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<ExportPersonalDataQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, attendeeId }: ExportPersonalDataQuery): Promise<WorkbookDownload> {
    const history = await this.queries.execute(new AttendeeHistoryQuery(eventId, attendeeId));
    const held = await withConnection(this.dataSource, async (sql) => {
      const attendee = await readAttendee(sql, attendeeId, eventId);
      const visits = await sql.query<{ place: string; name: string; at: Date }>(
        `SELECT '부스' AS place, b.booth_name AS name, v.visited_at AS at
           FROM booth_visits v JOIN booths b ON b.id = v.booth_id WHERE v.attendee_id = $1
         UNION ALL
         SELECT '강연', l.title, c.visited_at FROM lecture_checkins c JOIN lectures l ON l.id = c.lecture_id
          WHERE c.attendee_id = $1
         ORDER BY at`,
        [attendeeId],
      );
      const leads = await sql.query<{
        booth: string;
        interest: string | null;
        tags: string[];
        memo: string;
        at: string;
      }>(
        `SELECT b.booth_name AS booth, l.interest, l.tags, l.memo, l.updated_at AS at
           FROM booth_leads l JOIN booths b ON b.id = l.booth_id WHERE l.attendee_id = $1 ORDER BY b.booth_name`,
        [attendeeId],
      );
      const messages = await sql.query<{
        requested_at: Date;
        channel: QrChannel | null;
        status: QrMessageStatus;
        sent_at: Date | null;
      }>(
        `SELECT requested_at, channel, status, sent_at FROM qr_messages WHERE attendee_id = $1 ORDER BY requested_at`,
        [attendeeId],
      );
      return { attendee, visits, leads, messages };
    });
    const { attendee } = held;
    const details = (Object.keys(ATTENDEE_FIELD_LABELS) as AttendeeFieldKey[]).map((key) => [
      ATTENDEE_FIELD_LABELS[key],
      String(attendee[key] ?? ''),
    ]);
    return {
      fileName: `개인정보_열람_${attendeeId}.xlsx`,
      write: (out) =>
        writeWorkbook(out, [
          sheet({
            name: '참석자 정보',
            columns: [
              { header: '항목', width: 16 },
              { header: '값', width: 40, text: true },
            ],
            rows: [['참석자 ID', String(attendeeId)], ...details, ['등록 시각', shown(attendee.createdAt)]],
            values: (row) => row,
          }),
          sheet({
            name: '변경 이력',
            columns: [
              { header: '시각', width: 20 },
              { header: '내용', width: 14 },
              { header: '처리자', width: 20 },
              { header: '상세', width: 60 },
            ],
            rows: history,
            values: (h) => [
              shown(h.at),
              HISTORY_LABELS[h.action] ?? h.action,
              h.actor.name,
              [...h.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`), h.detail ?? '']
                .filter(Boolean)
                .join(', '),
            ],
          }),
          sheet({
            name: '방문 기록',
            columns: [
              { header: '구분', width: 8 },
              { header: '장소', width: 30 },
              { header: '시각', width: 20 },
            ],
            rows: held.visits,
            values: (v) => [v.place, v.name, shown(v.at)],
          }),
          sheet({
            name: '부스 상담 기록',
            columns: [
              { header: '부스', width: 24 },
              { header: '관심도', width: 10 },
              { header: '태그', width: 24 },
              { header: '메모', width: 40 },
              { header: '수정 시각', width: 20 },
            ],
            rows: held.leads,
            values: (l) => [l.booth, l.interest ?? '', l.tags.join(', '), l.memo, l.at.replace('T', ' ')],
          }),
          sheet({
            name: 'QR 발송',
            columns: [
              { header: '요청 시각', width: 20 },
              { header: '채널', width: 10 },
              { header: '상태', width: 12 },
              { header: '발송 시각', width: 20 },
            ],
            rows: held.messages,
            values: (m) => [
              shown(m.requested_at),
              m.channel ? QR_CHANNEL_LABELS[m.channel] : '',
              QR_MESSAGE_STATUS_LABELS[m.status],
              m.sent_at ? shown(m.sent_at) : '',
            ],
          }),
        ]),
    };
  }
}
