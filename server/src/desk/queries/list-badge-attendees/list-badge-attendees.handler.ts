import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { RegistrationType, YesNo } from '../../../attendees/domain/attendee-fields.js';
import { keywordFilter } from '../../../attendees/attendee-search.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { BadgeFilter } from '@expo/contract/badges';
import { BADGE_BATCH_LIMIT, ListBadgeAttendeesQuery } from './list-badge-attendees.query.js';

const FILTER: Record<BadgeFilter, string> = {
  all: '',
  unprinted: `AND payment_status = 'N'`,
  pre: `AND registration_type = 'PRE'`,
  paid: `AND payment_status2 = 'Y'`,
};

interface Row {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  registration_type: RegistrationType;
  payment_status: YesNo;
  payment_status2: YesNo;
}

@QueryHandler(ListBadgeAttendeesQuery)
export class ListBadgeAttendeesHandler implements IQueryHandler<ListBadgeAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, filter, keyword, sort }: ListBadgeAttendeesQuery) {
    const { filter: matching, params } = keywordFilter(keyword);
    // Hangul syllables are encoded in 가나다 order: code point order sorts Korean names as a Korean reads them
    const order = sort === 'name' ? `name COLLATE "C", id` : 'id';
    const rows = await withConnection(this.dataSource, (sql) =>
      sql.query<Row>(
        `SELECT id, name, affiliation, country, registration_type, payment_status, payment_status2
           FROM attendees WHERE event_id = $1 ${matching} ${FILTER[filter]}
          ORDER BY ${order} LIMIT ${BADGE_BATCH_LIMIT}`,
        [eventId, ...params],
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      affiliation: r.affiliation,
      country: r.country,
      registrationType: r.registration_type,
      paymentStatus: r.payment_status,
      paymentStatus2: r.payment_status2,
    }));
  }
}
