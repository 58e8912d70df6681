import { seoulDate, toSeoulLocal } from '@expo/contract/seoul-time';

/** The event day a moment belongs to: its date in Korea ('2026-11-25'). */
export const eventDay = (at: Date): string => seoulDate(at);

/** 'HH:mm' of a Korean local time as the records show it ('2026-11-25T10:32:05' → '10:32'). */
export const hourMinute = (seoulLocal: string): string => seoulLocal.slice(11, 16);

export { toSeoulLocal };
