import { z } from 'zod';
import { idParam } from './fields.js';

export const eventIdParam = idParam('행사 ID');

/**
 * What anyone may know of an event: its id and name (the walk-in form shows the name at its top), and the
 * server's public address (PUBLIC_URL) with the walk-in form on it (the poster's QR, the staff's login hints).
 */
export const publicEvent = z.object({
  id: z.int(),
  name: z.string(),
  publicUrl: z.string().meta({ description: 'PUBLIC_URL' }),
  registrationUrl: z.string().meta({ description: '현장 등록 주소' }),
});
export type PublicEvent = z.output<typeof publicEvent>;
