import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { BadgeSettingsForm } from '@expo/contract/badges';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** Saves the event's badge settings; answers them as stored. */
export const saveBadgeSettings = (body: BadgeSettingsForm) =>
  call(frontDeskRoutes.changeBadgeSettings, { query: { eventId: getStoredEventId() }, body });
