import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection, type Sql } from '../../../database/sql.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { nextAttendeeIds, readAttendee } from '../../queries/attendee-reads.js';
import { qrViewPath } from '../../qr-link.js';
import { attendeeDecider } from '../../domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../../domain/attendee.events.js';
import { registrationConsent } from '../../domain/registration-consent.js';
import { RegistrationNoticesQuery } from '../../queries/registration-notices/registration-notices.query.js';
import { QrSendSettingsQuery } from '../../queries/qr-send-settings/qr-send-settings.query.js';
import { qrSendChoice } from '../../domain/attendee.decider.js';
import { koreanMobile } from '@expo/contract/messaging';
import { RegisterAttendeeCommand } from './register-attendee.command.js';

/** The walk-in registered already (same mobile number and name): the new registration is rolled back. */
class SamePerson extends Error {
  constructor(readonly attendeeId: number) {
    super('same person');
  }
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Finds the walk-in's earlier registration: an attendee of the event with the same mobile number (compared as
 * digits) and the same name (another person sharing a phone registers as themselves; nothing of them is told).
 * The check runs after the new row is written, under a lock on the number: of two taps at once, the second
 * waits for the first to commit and then finds it.
 */
async function refuseSamePerson(
  sql: Sql,
  eventId: number,
  attendeeId: number,
  fields: { phoneNumber: string; name: string },
): Promise<void> {
  const mobile = koreanMobile(fields.phoneNumber);
  if (!mobile.ok) return;
  await sql.execute(`SELECT pg_advisory_xact_lock(hashtext('attendee-phone'), hashtext($1))`, [
    `${eventId}:${mobile.digits}`,
  ]);
  const others = await sql.query<{ id: number; name: string }>(
    `SELECT id, name FROM attendees WHERE event_id = $1 AND phone_digits = $2 AND id <> $3 ORDER BY id`,
    [eventId, mobile.digits, attendeeId],
  );
  const same = others.find((other) => sameName(other.name, fields.name));
  if (same) throw new SamePerson(same.id);
}

@CommandHandler(RegisterAttendeeCommand)
export class RegisterAttendeeHandler implements ICommandHandler<RegisterAttendeeCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute(command: RegisterAttendeeCommand) {
    try {
      return await this.register(command);
    } catch (error) {
      // the same person again on the walk-in form (a second tap, a second visit): their registration back
      if (!(error instanceof SamePerson)) throw error;
      const attendee = await withConnection(this.dataSource, (sql) => readAttendee(sql, error.attendeeId));
      return {
        ...attendee,
        qrViewPath: qrViewPath(this.secrets.get('link'), error.attendeeId),
        alreadyRegistered: true as const,
      };
    }
  }

  private async register({
    eventId,
    fields: given,
    source,
    metadata,
    consents,
    lang,
  }: RegisterAttendeeCommand) {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    // a walk-in agrees to the event's notices on the form (none set: the spec's form, nothing asked)
    const consent =
      source === 'PUBLIC'
        ? registrationConsent(await this.queries.execute(new RegistrationNoticesQuery(eventId)), consents)
        : undefined;
    const settings = await this.queries.execute(new QrSendSettingsQuery(eventId));
    const [attendeeId] = await withConnection(this.dataSource, (sql) => nextAttendeeIds(sql, 1));
    const fields = consent ? { ...given, exhibitorConsent: consent.exhibitorConsent } : given;
    // '등록 시 자동 발송': the QR request is recorded with the registration, in its transaction
    const autoQrSend = settings.autoSendOnRegister ? qrSendChoice(settings, randomUUID()) : undefined;
    return runCommand(
      this.store,
      attendeeStreamId(attendeeId),
      attendeeDecider,
      {
        type: 'RegisterAttendee',
        data: {
          attendeeId,
          eventId,
          fields,
          source,
          autoQrSend,
          consent: consent?.record,
          // recorded only when it is not Korean: registrations without it are Korean, as every earlier one
          ...(lang === 'ko' ? {} : { lang }),
        },
      },
      metadata,
      async (tx) => {
        // a walk-in's number is one person's (an admin may register a second on purpose, after a warning)
        if (source === 'PUBLIC') await refuseSamePerson(tx.sql, eventId, attendeeId, fields);
        const attendee = await readAttendee(tx.sql, attendeeId);
        // a walk-in keeps their own QR page (signed link) on the phone they registered with
        if (source !== 'PUBLIC') return attendee;
        return { ...attendee, qrViewPath: qrViewPath(this.secrets.get('link'), attendeeId) };
      },
    );
  }
}
