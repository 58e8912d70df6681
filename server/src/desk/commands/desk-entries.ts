import { EntityCommands } from '../../catalog/entity-commands.js';
import type { EventStore } from '../../event-store/event-store.js';
import { isUniqueViolation } from '../../database/sql.js';
import { nextDeskId, readDesk } from '../queries/desk-reads.js';
import type { Desk } from '@expo/contract/desks';
import type { DeskFields } from '../domain/desk-fields.js';
import { deskDecider } from '../domain/desk.decider.js';
import { DeskErrors } from '../domain/desk.errors.js';
import { deskStreamId } from '../domain/desk.events.js';

/** Registration, edit and removal of desk accounts, shared by their three command handlers. */
export const deskEntries = (store: EventStore) =>
  new EntityCommands<'Desk', DeskFields, Desk>(store, {
    decider: deskDecider,
    streamId: deskStreamId,
    nextId: nextDeskId,
    read: readDesk,
    // login ids are unique across events (a desk login names no event): the read model's index decides
    translate: (error) =>
      isUniqueViolation(error, 'desks_login_id_key') ? DeskErrors.loginIdTaken() : error,
    // the password hash is erased with the desk
    eraseOnRemove: true,
  });
