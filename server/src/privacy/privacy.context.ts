import { boundedContext } from '../event-store/bounded-context.js';
import type { PersonalDataDestroyed } from './domain/destruction.js';
import type { PrivacySettingsChanged } from './domain/privacy-settings.js';
import { privacyDestructionsProjection } from './projections/privacy-destructions.projection.js';
import { privacySettingsProjection } from './projections/privacy-settings.projection.js';

export const privacyContext = boundedContext<PrivacySettingsChanged | PersonalDataDestroyed>({
  name: 'privacy',
  projections: [privacySettingsProjection],
  // after every read model it blanks
  finalProjections: [privacyDestructionsProjection],
  touches: {
    // '부스 제공 동의 확인' switched (or the notices changed): the booths' phones show their visitors anew
    PrivacySettingsChanged: ({ eventId }) => [{ on: 'event-booths', eventId }],
  },
});
