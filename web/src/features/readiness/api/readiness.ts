import type { TestMessageForm } from '@expo/contract/readiness';
import { frontDeskRoutes } from '@expo/contract/routes/front-desk';
import { readinessRoutes } from '@expo/contract/routes/readiness';

import { call } from '../../../lib/api/api-client';

/** The event's checklist. */
export const getReadiness = (id: number, signal?: AbortSignal) =>
  call(readinessRoutes.get, { params: { id }, signal });

/** A test message to the typed address, and what became of it. */
export const sendTestMessage = (id: number, body: TestMessageForm) =>
  call(readinessRoutes.testMessage, { params: { id }, body });

/** '검토 완료' of the notices as they are now. */
export const reviewPrivacyNotices = (id: number) => call(readinessRoutes.privacyReview, { params: { id } });

/** One test badge printed in the current size. */
export const recordBadgeTestPrint = (id: number) => call(readinessRoutes.badgeTestPrint, { params: { id } });

/** The event's badge settings: the size the test badge prints in. */
export const getBadgeSize = (eventId: number, signal?: AbortSignal) =>
  call(frontDeskRoutes.badgeSettings, { query: { eventId }, signal });
