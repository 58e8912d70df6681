import { z } from 'zod';

/**
 * The attendee's QR page as the server answers `/qr-view/{id}?sig=…`: the page drawn in the HTML, and what it
 * showed as JSON in `<script type="application/json" id="qr-view-data">`, so the app that takes the page over
 * afterwards shows the same without asking again (and a phone offline keeps it).
 */
export const QR_VIEW_DATA_ELEMENT = 'qr-view-data';

export const qrViewPageData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('attendee'),
    id: z.number().int().positive(),
    name: z.string(),
    eventName: z.string(),
    /** The attendee's event: the page links to its programme (a page kept before it was drawn has none). */
    eventId: z.number().int().positive().optional(),
  }),
  /** The link was refused: its code (LINK.INVALID, ATTENDEE.NOT_FOUND, RATE_LIMITED, …) and the server's message. */
  z.object({ kind: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type QrViewPageData = z.output<typeof qrViewPageData>;
