/** A desk laptop's or kiosk's token, as verified: checked against the desk before use. */
export interface DeskPrincipal {
  deskId: number;
  eventId: number;
  credentialsVersion: number;
}
