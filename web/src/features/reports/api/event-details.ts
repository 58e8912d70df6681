import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { EventDetailsForm } from '@expo/contract/reports';
import { conferenceRoutes } from '@expo/contract/routes/conferences';

/** The event's name, period and venue as saved (a refusal carries a Korean message). */
export const saveEventDetails = (body: EventDetailsForm) =>
  call(conferenceRoutes.changeDetails, { body: { ...body, eventId: getStoredEventId() } });
