import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { Readiness, TestMessageStatus } from '@expo/contract/readiness';
import { seoulDisplay } from '@expo/contract/seoul-time';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { GetEventDetailsQuery } from '../../../conferences/queries/get-event-details/get-event-details.query.js';
import { ListEventsQuery } from '../../../conferences/queries/list-events/list-events.query.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { GetBadgeSettingsQuery } from '../../../desk/queries/get-badge-settings/get-badge-settings.query.js';
import { ListDesksQuery } from '../../../desk/queries/list-desks/list-desks.query.js';
import { prepared, withConnection } from '../../../database/sql.js';
import { GetPrivacySettingsQuery } from '../../../privacy/queries/get-privacy-settings/get-privacy-settings.query.js';
import { publicAddressProblem } from '../../domain/public-address.js';
import { readinessItems } from '../../domain/readiness-items.js';
import type { BadgeSize, NoticeVersions } from '../../domain/readiness.events.js';
import { noticeVersions } from '../../notice-versions.js';
import { probePublicAddress } from '../../public-address-probe.js';
import { GetReadinessQuery } from './get-readiness.query.js';

type At = { at: string };
interface RecordsRow {
  test_message: ({ status: TestMessageStatus; to: string; reason: string | null } & At) | null;
  privacy_review: ({ versions: NoticeVersions } & At) | null;
  badge_test_print: ({ size: BadgeSize } & At) | null;
}

const RECORDS = prepared(
  `SELECT test_message, privacy_review, badge_test_print FROM event_readiness WHERE event_id = $1`,
);
const shown = (record: At | null | undefined) => (record ? seoulDisplay(record.at, 'minute') : null);

@QueryHandler(GetReadinessQuery)
export class GetReadinessHandler implements IQueryHandler<GetReadinessQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId }: GetReadinessQuery): Promise<Readiness> {
    const details = await this.queries.execute(new GetEventDetailsQuery(eventId)); // 404 first
    const { publicUrl } = this.config;
    const addressProblem = publicAddressProblem(publicUrl);
    const [[summary], desks, privacy, badge, [records], probe] = await Promise.all([
      this.queries.execute(new ListEventsQuery(eventId)),
      this.queries.execute(new ListDesksQuery(eventId)),
      this.queries.execute(new GetPrivacySettingsQuery(eventId)),
      this.queries.execute(new GetBadgeSettingsQuery(eventId)),
      withConnection(this.dataSource, (sql) => sql.query<RecordsRow>(RECORDS, [eventId])),
      addressProblem ? Promise.resolve(null) : probePublicAddress(publicUrl),
    ]);
    const message = records?.test_message;
    const items = readinessItems({
      details: { ...details, startDate: summary?.startDate ?? null },
      defaultNames: ['데모 행사', this.config.eventName],
      publicUrl,
      addressProblem,
      probe,
      channels: { email: this.config.smtpUrl !== undefined, phone: this.config.solapi !== undefined },
      lastTestMessage: message ? { ...message, at: shown(message)! } : null,
      notices: {
        current: noticeVersions(privacy),
        reviewed: records?.privacy_review?.versions ?? null,
        reviewedAt: shown(records?.privacy_review),
      },
      catalog: { booths: summary?.booths ?? 0, desks: desks.length, lectures: summary?.lectures ?? 0 },
      badge: {
        current: { preset: badge.preset, widthMm: badge.widthMm, heightMm: badge.heightMm },
        printed: records?.badge_test_print?.size ?? null,
        printedAt: shown(records?.badge_test_print),
      },
    });
    return {
      eventId,
      eventName: details.name,
      allDone: items.every((item) => item.state === 'done'),
      publicUrl,
      publicAddressProblem: addressProblem,
      items,
    };
  }
}
