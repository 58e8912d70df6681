import { z } from 'zod';

/**
 * A signed link's `sig` (the attendee's QR link, a lecture check-in's survey signature): one string, or none.
 * Anything else (a number, a list, a string too long for any signature) is no signature: the handler refuses
 * the link as not valid (403 LINK.INVALID, in the reader's language), never with a schema's message.
 */
export const linkSignatureField = (description: string) =>
  z
    .unknown()
    .optional()
    .meta({ type: 'string', description })
    .transform((raw): string | undefined => (typeof raw === 'string' ? raw : undefined));
