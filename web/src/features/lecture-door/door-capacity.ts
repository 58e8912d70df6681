/** How full the room is: below 90 %, from 90 %, full (at or over 정원); 'open' without a 정원. */
export type DoorLevel = 'open' | 'normal' | 'nearly-full' | 'full';

/** The door warns from 9 tenths (90 %) of 정원. */
const NEARLY_FULL_TENTHS = 9;

export function doorLevel(checkedIn: number, capacity: number | null): DoorLevel {
  if (capacity === null || capacity <= 0) return 'open';
  if (checkedIn >= capacity) return 'full';
  // integer arithmetic: 9 of 10 is 90 %, with no rounding surprise
  if (checkedIn * 10 >= capacity * NEARLY_FULL_TENTHS) return 'nearly-full';
  return 'normal';
}
