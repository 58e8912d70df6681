/**
 * Who works the entrance in a request: a desk laptop, a kiosk started from one, or an admin using /desk with
 * their own session. `name` is how prints and entries record them ('데스크 2', '키오스크 (데스크 2)', the admin's
 * name).
 */
export interface EntranceStaff {
  via: 'desk' | 'kiosk' | 'admin';
  /** The desk's id (desk, kiosk) or the admin's. */
  actorId: number;
  eventId: number;
  name: string;
}
