import { boundedContext } from '../bounded-context.js';
import type { PersonalDataRule } from '../event-store/personal-data-vault.js';
import { BOOTH_PERSONAL_FIELDS } from './domain/booth-fields.js';
import { boothStreamId, type BoothEvent } from './domain/booth.events.js';
import { boothsProjection } from './projections/booths.projection.js';

const sealedIn = (path: string): PersonalDataRule => ({
  subject: (data) => boothStreamId(Number(data.id)),
  path,
  fields: BOOTH_PERSONAL_FIELDS,
});

export const boothsContext = boundedContext<BoothEvent>({
  name: 'booths',
  projections: [boothsProjection],
  sealed: { BoothRegistered: sealedIn('fields'), BoothUpdated: sealedIn('changed') },
  touches: {
    BoothRegistered: ({ eventId, id }) => [{ on: 'stats', eventId, booth: id }],
    BoothUpdated: ({ eventId, id }) => [
      { on: 'stats', eventId, booth: id },
      { on: 'booth-session', boothId: id, removed: false },
    ],
    BoothRemoved: ({ eventId, id }) => [
      { on: 'stats', eventId, resync: true },
      { on: 'place', kind: 'booth', placeId: id, resync: true },
      { on: 'booth-session', boothId: id, removed: true },
    ],
  },
});
