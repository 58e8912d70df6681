import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Destruction, DestructionDone } from '@expo/contract/privacy';

/** GET /api/privacy/destructions: the event's '개인정보 파기 기록'. */
export async function getPrivacyDestructions(signal?: AbortSignal): Promise<Destruction[]> {
  const answer = await api.get<{ items: Destruction[] }>('/privacy/destructions', {
    query: { eventId: getStoredEventId() },
    signal,
  });
  return answer.items;
}

/** POST /api/privacy/destructions: '지금 파기', confirmed by the event's name typed exactly. */
export function destroyPersonalDataNow(eventName: string): Promise<DestructionDone> {
  return api.post('/privacy/destructions', { eventName }, { query: { eventId: getStoredEventId() } });
}
