import type { EventState } from '@expo/contract/events';

/**
 * Where an event stands on `today` (Korean date, YYYY-MM-DD): closed once '행사 종료' was pressed; before its first
 * day 준비 중; from its first day on 진행 중. An event without days (made before they existed) is 진행 중 once
 * someone entered, else 준비 중.
 */
export function eventState(
  event: { closed: boolean; startDate: string | null; entered: number },
  today: string,
): EventState {
  if (event.closed) return 'closed';
  if (event.startDate) return today < event.startDate ? 'preparing' : 'running';
  return event.entered > 0 ? 'running' : 'preparing';
}
