import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { Programme } from '@expo/contract/programme';
import { SecretsService } from '../../../auth/secrets.service.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { linkedAttendee, readProgramme } from '../programme-reads.js';
import { GetProgrammeQuery } from './get-programme.query.js';

@QueryHandler(GetProgrammeQuery)
export class GetProgrammeHandler implements IQueryHandler<GetProgrammeQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  execute({ eventId, link }: GetProgrammeQuery): Promise<Programme> {
    return withConnection(this.dataSource, async (sql) =>
      readProgramme(sql, eventId, await linkedAttendee(sql, this.secrets.get('link'), eventId, link)),
    );
  }
}
