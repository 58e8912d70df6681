import type { Booth, BoothFields as BoothForm } from '@expo/contract/booths';
import type { CatalogKind } from '../catalog/catalog-kind.js';
import { catalogSlice } from '../catalog/catalog-slice.js';
import { withPasswordHash } from '../catalog/password-input.js';
import { boothEntries } from './booth-entries.js';
import { listBooths, readBooth } from './booth-reads.js';
import type { BoothFields } from './domain/booth-fields.js';

/** The booths as a catalogue kind: the manager's password recorded as its hash. */
export const boothKind: CatalogKind<BoothForm, BoothFields, Booth, Booth> = {
  name: 'Booth',
  entries: boothEntries,
  fieldsOf: withPasswordHash,
  read: readBooth,
  list: listBooths,
  present: () => (booth) => booth,
};

export const boothMessages = catalogSlice(boothKind);
