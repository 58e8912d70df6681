import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature that opens /qr-view/{id} without a login: an HMAC of the attendee id. */
export function qrLinkSignature(secret: string, attendeeId: number): string {
  return createHmac('sha256', secret).update(`qr-view:${attendeeId}`).digest('base64url').slice(0, 32);
}

export function verifyQrLinkSignature(secret: string, attendeeId: number, sig: unknown): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(qrLinkSignature(secret, attendeeId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signed path of the attendee's QR page (what the admin's 'QR 보기' opens). */
export function qrViewPath(secret: string, attendeeId: number): string {
  return `/qr-view/${attendeeId}?sig=${qrLinkSignature(secret, attendeeId)}`;
}

/** The link the attendee receives: the signed path on the public origin. */
export function qrViewLink(publicUrl: string, secret: string, attendeeId: number): string {
  return `${publicUrl}${qrViewPath(secret, attendeeId)}`;
}
