import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature a link carries (`sig`): an HMAC of what it opens ('qr-view:7'), with the link secret. */
export function linkSignature(secret: string, opens: string): string {
  return createHmac('sha256', secret).update(opens).digest('base64url').slice(0, 32);
}

/** Whether `sig` is the signature of `opens` (compared in constant time). */
export function verifyLinkSignature(secret: string, opens: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || sig.length === 0 || sig.length > 100) return false;
  const expected = Buffer.from(linkSignature(secret, opens));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signature that opens /qr-view/{id} without a login: an HMAC of the attendee id. */
export const qrLinkSignature = (secret: string, attendeeId: number): string =>
  linkSignature(secret, `qr-view:${attendeeId}`);

export const verifyQrLinkSignature = (secret: string, attendeeId: number, sig: unknown): boolean =>
  verifyLinkSignature(secret, `qr-view:${attendeeId}`, sig);

/** The signed path of the attendee's QR page (what the admin's 'QR 보기' opens). */
export function qrViewPath(secret: string, attendeeId: number): string {
  return `/qr-view/${attendeeId}?sig=${qrLinkSignature(secret, attendeeId)}`;
}

/** The link the attendee receives: the signed path on the public origin. */
export function qrViewLink(publicUrl: string, secret: string, attendeeId: number): string {
  return `${publicUrl}${qrViewPath(secret, attendeeId)}`;
}
