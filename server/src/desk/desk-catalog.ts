import type { Desk, DeskFields as DeskForm } from '@expo/contract/desks';
import type { CatalogKind } from '../catalog/catalog-kind.js';
import { catalogSlice } from '../catalog/catalog-slice.js';
import { withPasswordHash } from '../catalog/password-input.js';
import { deskEntries } from './desk-entries.js';
import { listDesks, readDesk } from './desk-reads.js';
import type { DeskFields } from './domain/desk-fields.js';

/** The registration desks' accounts as a catalogue kind: the password recorded as its hash. */
export const deskKind: CatalogKind<DeskForm, DeskFields, Desk, Desk> = {
  name: 'Desk',
  entries: deskEntries,
  fieldsOf: withPasswordHash,
  read: readDesk,
  list: listDesks,
  present: () => (desk) => desk,
};

export const deskMessages = catalogSlice(deskKind);
