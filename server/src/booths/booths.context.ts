import { boundedContext } from '../event-store/bounded-context.js';
import { registeredAndChanged } from '../event-store/personal-data-vault.js';
import { BOOTH_PERSONAL_FIELDS } from './domain/booth-fields.js';
import { boothStreamId, type BoothEvent } from './domain/booth.events.js';
import { boothsProjection } from './projections/booths.projection.js';

const sealed = registeredAndChanged((data) => boothStreamId(Number(data.id)), BOOTH_PERSONAL_FIELDS);

export const boothsContext = boundedContext<BoothEvent>({
  name: 'booths',
  projections: [boothsProjection],
  sealed: { BoothRegistered: sealed.registered, BoothUpdated: sealed.updated },
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
