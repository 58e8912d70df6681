import type { EventSummary } from '@expo/contract/events';

import { eventsTexts } from '../texts';

/** '2027-03-10 ~ 2027-03-12', one day alone, or '기간 미정'. */
export function eventPeriod(event: Pick<EventSummary, 'startDate' | 'endDate'>): string {
  if (!event.startDate) return eventsTexts.noDates;
  if (!event.endDate || event.endDate === event.startDate) return event.startDate;
  return `${event.startDate} ~ ${event.endDate}`;
}
