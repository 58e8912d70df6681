import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { qrSendChoice, readMessageSettings } from '../../../messaging/message-settings-reads.js';
import { registrationConsent } from '../../../privacy/domain/registration-consent.js';
import { readPrivacySettings } from '../../../privacy/privacy-settings-reads.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../event-store/sql.js';
import { SecretsService } from '../../../core/secrets.service.js';
import { nextAttendeeIds, readAttendee } from '../../attendee-reads.js';
import { qrViewPath } from '../../qr-link.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../domain/attendee.events.js';
import { RegisterAttendeeCommand } from './register-attendee.command.js';

@CommandHandler(RegisterAttendeeCommand)
export class RegisterAttendeeHandler implements ICommandHandler<RegisterAttendeeCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, fields: given, source, metadata, consents }: RegisterAttendeeCommand) {
    const { attendeeId, settings, consent } = await withConnection(this.store.dataSource, async (sql) => {
      const [event] = await sql.query(`SELECT 1 FROM conferences WHERE id = $1`, [eventId]);
      if (!event) throw ConferenceErrors.notFound();
      // a walk-in agrees to the event's notices on the form (none set: the spec's form, nothing asked)
      const asked =
        source === 'PUBLIC'
          ? registrationConsent(await readPrivacySettings(sql, eventId), consents)
          : undefined;
      const [id] = await nextAttendeeIds(sql, 1);
      return { attendeeId: id, settings: await readMessageSettings(sql, eventId), consent: asked };
    });
    const fields = consent ? { ...given, exhibitorConsent: consent.exhibitorConsent } : given;
    // '등록 시 자동 발송': the QR request is recorded with the registration, in its transaction
    const autoQrSend = settings.autoSendOnRegister
      ? qrSendChoice(this.config, settings, randomUUID())
      : undefined;
    return runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      attendeeDecider,
      {
        type: 'RegisterAttendee',
        data: { attendeeId, eventId, fields, source, autoQrSend, consent: consent?.record },
      },
      metadata,
      async (tx) => {
        const attendee = await readAttendee(tx.sql, attendeeId);
        // a walk-in keeps their own QR page (signed link) on the phone they registered with
        if (source !== 'PUBLIC') return attendee;
        return { ...attendee, qrViewPath: qrViewPath(this.secrets.get('link'), attendeeId) };
      },
    );
  }
}
