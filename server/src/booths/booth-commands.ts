import { Inject, Injectable } from '@nestjs/common';
import { EntityCommands } from '../catalog/entity-commands.js';
import { EventStore } from '../event-store/event-store.js';
import { isUniqueViolation } from '../event-store/sql.js';
import type { EventMetadata } from '../event-store/stored-event.js';
import { nextBoothId, readBooth, type BoothDto } from './booth-reads.js';
import { boothFieldsOf, type BoothInput } from './booth-input.js';
import type { BoothFields } from './domain/booth-fields.js';
import { boothDecider } from './domain/booth.decider.js';
import { BoothErrors } from './domain/booth.errors.js';
import { boothStreamId } from './domain/booth.events.js';

/** Booth registration, edit and removal (the manager's personal data and password hash erased with it). */
@Injectable()
export class BoothCommands {
  private readonly entries: EntityCommands<'Booth', BoothFields, BoothDto>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.entries = new EntityCommands(store, {
      decider: boothDecider,
      streamId: boothStreamId,
      nextId: nextBoothId,
      read: readBooth,
      // login ids are unique across events (booth login names no event): the read model's index decides
      translate: (error) =>
        isUniqueViolation(error, 'booths_login_id_key') ? BoothErrors.loginIdTaken() : error,
      eraseOnRemove: true,
    });
  }

  async register(eventId: number, input: BoothInput, metadata: EventMetadata): Promise<BoothDto> {
    return this.entries.register(eventId, (await boothFieldsOf(input)) as BoothFields, metadata);
  }

  async update(
    eventId: number,
    boothId: number,
    input: BoothInput,
    metadata: EventMetadata,
  ): Promise<BoothDto> {
    return this.entries.update(eventId, boothId, await boothFieldsOf(input), metadata);
  }

  remove(eventId: number, boothId: number, metadata: EventMetadata): Promise<{ id: number }> {
    return this.entries.remove(eventId, boothId, metadata);
  }
}
