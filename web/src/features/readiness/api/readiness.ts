import type { Readiness, TestMessageForm, TestMessageResult } from '@expo/contract/readiness';
import type { EventBadgeSettings } from '@expo/contract/badges';

import { api } from '../../../lib/api-client';

const base = (eventId: number) => `/events/${String(eventId)}/readiness`;

/** GET /api/events/{id}/readiness: the event's checklist. */
export function getReadiness(eventId: number, signal?: AbortSignal): Promise<Readiness> {
  return api.get<Readiness>(base(eventId), { signal });
}

/** POST …/test-message: a test message to the typed address, and what became of it. */
export function sendTestMessage(eventId: number, form: TestMessageForm): Promise<TestMessageResult> {
  return api.post<TestMessageResult>(`${base(eventId)}/test-message`, form);
}

/** POST …/privacy-review: '검토 완료' of the notices as they are now. */
export function reviewPrivacyNotices(eventId: number): Promise<Readiness> {
  return api.post<Readiness>(`${base(eventId)}/privacy-review`);
}

/** POST …/badge-test-print: one test badge printed in the current size. */
export function recordBadgeTestPrint(eventId: number): Promise<Readiness> {
  return api.post<Readiness>(`${base(eventId)}/badge-test-print`);
}

/** GET /api/badge-settings of the event: the size the test badge prints in. */
export function getBadgeSize(eventId: number, signal?: AbortSignal): Promise<EventBadgeSettings> {
  return api.get<EventBadgeSettings>('/badge-settings', { query: { eventId }, signal });
}
