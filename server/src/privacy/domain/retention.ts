/** Days between two Korean dates (YYYY-MM-DD), b − a. */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface RetentionState {
  eventEndDate: string | null;
  retentionDays: number | null;
  /** The first day the data is no longer kept: it is destroyed on that day (Korean date); null: never set. */
  destroyAt: string | null;
  /** Days from today to destroyAt (0: today, negative: overdue); null without a retention. */
  daysLeft: number | null;
  /** The event's personal data was destroyed (by the schedule or an admin), on `lastDestroyedOn`. */
  destroyed: boolean;
  lastDestroyedOn: string | null;
}

/**
 * When an event's personal data goes (pure): kept through the event's end date and `retentionDays` more
 * days, destroyed the day after. Retention 30 after an event ending 2026-12-05: kept to 2027-01-04,
 * destroyed on 2027-01-05.
 */
export function retentionOf(
  settings: { eventEndDate: string | null; retentionDays: number | null },
  today: string,
  lastDestroyedOn: string | null,
): RetentionState {
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
export const destructionDue = (state: RetentionState): boolean =>
  state.destroyAt !== null &&
  state.daysLeft !== null &&
  state.daysLeft <= 0 &&
  !(state.lastDestroyedOn !== null && state.lastDestroyedOn >= state.destroyAt);
