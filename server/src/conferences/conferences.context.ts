import { boundedContext } from '../event-store/bounded-context.js';
import type { ConferenceEvent } from './domain/conference.events.js';
import { conferencesProjection } from './projections/conferences.projection.js';

export const conferencesContext = boundedContext<ConferenceEvent>({
  name: 'conferences',
  projections: [conferencesProjection],
});
