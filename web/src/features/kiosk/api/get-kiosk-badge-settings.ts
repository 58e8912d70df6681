import { call } from '../../../lib/api/api-client';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';

/** The event's badge settings for the kiosk's preview and print. */
export const getKioskBadgeSettings = (signal?: AbortSignal) =>
  call(frontDeskRoutes.kioskBadgeSettings, { signal });
