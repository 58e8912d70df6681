/** Who a booth-manager request acts as: from the verified booth token, checked against the booth. */
export interface BoothPrincipal {
  boothId: number;
  eventId: number;
  credentialsVersion: number;
}
