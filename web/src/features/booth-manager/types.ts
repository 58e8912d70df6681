/** A scanned badge on its way to the server; clientEventId is sent as the Idempotency-Key. */
export interface BoothScan {
  boothId: number;
  userId: number;
  clientEventId: string;
  /** When the QR was read (ISO 8601). */
  scannedAt: string;
}

/** A queued scan the server refused for good (e.g. an unknown attendee). */
export interface FailedBoothScan extends BoothScan {
  message: string;
}
