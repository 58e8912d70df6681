import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The admin's event's badge settings (the defaults until saved). */
export const getBadgeSettings = (signal?: AbortSignal) =>
  call(frontDeskRoutes.badgeSettings, { query: { eventId: getStoredEventId() }, signal });
