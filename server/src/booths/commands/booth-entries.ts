import { EntityCommands } from '../../catalog/entity-commands.js';
import type { EventStore } from '../../event-store/event-store.js';
import { isUniqueViolation } from '../../database/sql.js';
import { nextBoothId, readBooth } from '../queries/booth-reads.js';
import type { Booth } from '@expo/contract/booths';
import type { BoothFields } from '../domain/booth-fields.js';
import { boothDecider } from '../domain/booth.decider.js';
import { BoothErrors } from '../domain/booth.errors.js';
import { boothStreamId } from '../domain/booth.events.js';

/** Registration, edit and removal of booths, shared by their three command handlers. */
export const boothEntries = (store: EventStore) =>
  new EntityCommands<'Booth', BoothFields, Booth>(store, {
    decider: boothDecider,
    streamId: boothStreamId,
    nextId: nextBoothId,
    read: readBooth,
    // login ids are unique across events (booth login names no event): the read model's index decides
    translate: (error) =>
      isUniqueViolation(error, 'booths_login_id_key') ? BoothErrors.loginIdTaken() : error,
    // the manager's personal data and password hash are erased with the booth
    eraseOnRemove: true,
  });
