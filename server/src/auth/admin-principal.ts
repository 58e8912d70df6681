/** Who an admin request acts as: taken from the verified token, never from the request body. */
export interface AdminPrincipal {
  adminId: number;
  eventId: number;
  name: string;
}
