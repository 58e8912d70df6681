import { BOOTH_VISITORS_KEY_PREFIX } from '../../lib/booth-session';
import type { BoothVisitor } from './types';

const key = (boothId: number) => `${BOOTH_VISITORS_KEY_PREFIX}${String(boothId)}`;

/** The booth's last loaded visitor list, kept on the phone so it stays readable while the Wi-Fi is down. */
export const visitorCache = {
  save(boothId: number, visitors: readonly BoothVisitor[]): void {
    try {
      window.localStorage.setItem(key(boothId), JSON.stringify(visitors));
    } catch {
      /* storage full or unavailable: the list is just not kept */
    }
  },
  load(boothId: number): BoothVisitor[] | undefined {
    try {
      const stored = window.localStorage.getItem(key(boothId));
      const parsed: unknown = stored ? JSON.parse(stored) : undefined;
      return Array.isArray(parsed) ? (parsed as BoothVisitor[]) : undefined;
    } catch {
      return undefined;
    }
  },
};
