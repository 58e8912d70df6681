import type { Retention } from '@expo/contract/privacy';

/** Days between two Korean dates (YYYY-MM-DD), b − a. */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * When an event's personal data goes (pure): kept through the event's end date and `retentionDays` more
 * days, destroyed the day after. Retention 30 after an event ending 2026-12-05: kept to 2027-01-04,
 * destroyed on 2027-01-05.
 */
export function retentionOf(
  settings: { eventEndDate: string | null; retentionDays: number | null },
  today: string,
  lastDestroyedOn: string | null,
): Retention {
  const { eventEndDate, retentionDays } = settings;
  const destroyed = lastDestroyedOn !== null;
  if (eventEndDate === null || retentionDays === null)
    return { eventEndDate, retentionDays, destroyAt: null, daysLeft: null, destroyed, lastDestroyedOn };
  const destroyAt = addDays(eventEndDate, retentionDays + 1);
  const daysLeft = daysBetween(today, destroyAt);
  return { eventEndDate, retentionDays, destroyAt, daysLeft, destroyed, lastDestroyedOn };
}

/**
 * Whether the scheduled destruction is due today and not yet done: one on or after the day counts; an
 * admin's earlier one does not (attendees registered since it are destroyed on the day).
 */
export const destructionDue = (state: Retention): boolean =>
  state.destroyAt !== null &&
  state.daysLeft !== null &&
  state.daysLeft <= 0 &&
  !(state.lastDestroyedOn !== null && state.lastDestroyedOn >= state.destroyAt);
