/** Who an admin request acts as: taken from the verified token, never from the request body. */
export interface AdminPrincipal {
  adminId: number;
  /**
   * The event the request works in: an event admin's own; an organiser's current event (the token's), or the
   * event the request names (`?eventId=` or the body's `eventId`), checked to exist by the guard.
   */
  eventId: number;
  name: string;
  /** An organiser works in every event of the deployment; an event admin in one. */
  organiser: boolean;
  /** The account's credentials version when the token was made: a new password or a removal ends it. */
  credentialsVersion: number;
}
