import { z } from 'zod';
import { badgeAttendee } from './badges.js';
import { badgePrint } from './desks.js';
import { idParam } from './fields.js';

/** What a kiosk's camera or scanner read: the attendee's QR holds their ID. */
export const scannedQrParam = idParam('QR 코드');

/** POST /api/desk/kiosk-sessions: a kiosk of the desk's event. */
export const kioskSession = z.object({
  token: z.string().meta({
    description: '키오스크 토큰 (24시간): 스캔한 참석자 조회, 명찰 한 번 출력; 데스크 로그인과 함께 끝남',
  }),
  eventId: z.int(),
  eventName: z.string(),
});
export type KioskSession = z.output<typeof kioskSession>;

/** An attendee as a kiosk may see them: no phone number, no history. */
export const kioskAttendee = badgeAttendee.extend({
  printed: z.boolean().meta({ description: '출력유무 Y' }),
  paid: z.boolean().meta({ description: '결제유무 Y' }),
});
export type KioskAttendee = z.output<typeof kioskAttendee>;

/** 명찰 출력 at a kiosk: as at a desk, with the attendee as a kiosk may see them. */
export const kioskBadgePrint = badgePrint.extend({ attendee: kioskAttendee });
export type KioskBadgePrint = z.output<typeof kioskBadgePrint>;
