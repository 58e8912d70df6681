import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetEventDetailsQuery } from '../../../conferences/queries/get-event-details/get-event-details.query.js';
import { EventStore } from '../../../event-store/event-store.js';
import { GetPrivacySettingsQuery } from '../../../privacy/queries/get-privacy-settings/get-privacy-settings.query.js';
import { noticeVersions } from '../../notice-versions.js';
import { recordReadiness } from '../../readiness-command.js';
import { ReviewPrivacyNoticesCommand } from './review-privacy-notices.command.js';

@CommandHandler(ReviewPrivacyNoticesCommand)
export class ReviewPrivacyNoticesHandler implements ICommandHandler<ReviewPrivacyNoticesCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, metadata }: ReviewPrivacyNoticesCommand) {
    await this.queries.execute(new GetEventDetailsQuery(eventId)); // an unknown event: 404, nothing recorded
    const versions = noticeVersions(await this.queries.execute(new GetPrivacySettingsQuery(eventId)));
    await recordReadiness(this.store, { type: 'ReviewPrivacyNotices', eventId, versions }, metadata);
  }
}
