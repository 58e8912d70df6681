import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { EventCopy } from '@expo/contract/events';
import type { PrivacySettings, PrivacySettingsInput } from '@expo/contract/privacy';
import { daysBetween } from '@expo/contract/seoul-time';
import { CopyBoothsCommand } from '../../../booths/commands/copy-booths/copy-booths.command.js';
import { CreateEventCommand } from '../../../conferences/commands/create-event/create-event.command.js';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { ListEventsQuery } from '../../../conferences/queries/list-events/list-events.query.js';
import { ChangeBadgeSettingsCommand } from '../../../desk/commands/change-badge-settings/change-badge-settings.command.js';
import { CopyDesksCommand } from '../../../desk/commands/copy-desks/copy-desks.command.js';
import { GetBadgeSettingsQuery } from '../../../desk/queries/get-badge-settings/get-badge-settings.query.js';
import { CopyLecturesCommand } from '../../../lectures/commands/copy-lectures/copy-lectures.command.js';
import { ChangeMessageSettingsCommand } from '../../../messaging/commands/change-message-settings/change-message-settings.command.js';
import { GetMessageSettingsQuery } from '../../../messaging/queries/get-message-settings/get-message-settings.query.js';
import { ChangePrivacySettingsCommand } from '../../../privacy/commands/change-privacy-settings/change-privacy-settings.command.js';
import { GetPrivacySettingsQuery } from '../../../privacy/queries/get-privacy-settings/get-privacy-settings.query.js';
import { CopySurveysCommand } from '../../../surveys/commands/copy-surveys/copy-surveys.command.js';
import { CopyEventCommand } from './copy-event.command.js';

/** The source's privacy settings as the new event saves them: the notices' texts, its own last day. */
function privacyOfCopy(source: PrivacySettings, endDate: string): PrivacySettingsInput {
  const withoutVersion = <T extends { version: number }>(notice: T | null) => {
    if (!notice) return null;
    const { version: _version, ...text } = notice;
    return text;
  };
  return {
    ...source,
    collection: withoutVersion(source.collection),
    exhibitors: withoutVersion(source.exhibitors),
    eventEndDate: endDate,
  };
}

/**
 * Each context copies its own part through its own command (booths, lectures, desks, surveys) or saves the source's
 * settings through its usual one (badges, privacy, messages), one after another: the new event exists first,
 * so a failure half-way leaves it with what was copied and the organiser sees the error.
 */
@CommandHandler(CopyEventCommand)
export class CopyEventHandler implements ICommandHandler<CopyEventCommand> {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ fromEventId, fields, metadata }: CopyEventCommand): Promise<EventCopy> {
    const [source] = await this.queries.execute(new ListEventsQuery(fromEventId));
    if (!source) throw ConferenceErrors.notFound();
    const to = await this.commands.execute(new CreateEventCommand(fields, metadata));
    const dayShift = source.startDate ? daysBetween(source.startDate, fields.startDate) : 0;

    const booths = await this.commands.execute(new CopyBoothsCommand(fromEventId, to, metadata));
    const lectures = await this.commands.execute(
      new CopyLecturesCommand(fromEventId, to, dayShift, metadata),
    );
    const desks = await this.commands.execute(new CopyDesksCommand(fromEventId, to, metadata));
    const surveys = await this.commands.execute(
      new CopySurveysCommand(fromEventId, to, dayShift, lectures, metadata),
    );

    const { eventName: _name, ...badges } = await this.queries.execute(
      new GetBadgeSettingsQuery(fromEventId),
    );
    await this.commands.execute(new ChangeBadgeSettingsCommand(to, badges, metadata));
    const privacy = await this.queries.execute(new GetPrivacySettingsQuery(fromEventId));
    await this.commands.execute(
      new ChangePrivacySettingsCommand(to, privacyOfCopy(privacy, fields.endDate), metadata),
    );
    const messages = await this.queries.execute(new GetMessageSettingsQuery(fromEventId));
    await this.commands.execute(new ChangeMessageSettingsCommand(to, messages, metadata));

    const [event] = await this.queries.execute(new ListEventsQuery(to));
    return { event: event!, booths, desks, lectures: lectures.size, surveys };
  }
}
