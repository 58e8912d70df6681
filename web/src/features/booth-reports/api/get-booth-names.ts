import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { Booth } from '@expo/contract/booths';
import { boothRoutes } from '@expo/contract/routes/booths';

export type BoothName = Pick<Booth, 'id' | 'boothName'>;

/** The booths of the admin's event, as the choices of the report's booth select. */
export async function getBoothNames(signal?: AbortSignal): Promise<BoothName[]> {
  const booths = await call(boothRoutes.list, { query: { eventId: getStoredEventId() }, signal });
  return booths.map(({ id, boothName }) => ({ id, boothName }));
}
