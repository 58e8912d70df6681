import { BOOTH_VISITORS_KEY_PREFIX, keepForSignedInBooth } from '../../lib/session/booth';
import type { BoothVisitor } from '@expo/contract/visits';

const key = (boothId: number) => `${BOOTH_VISITORS_KEY_PREFIX}${String(boothId)}`;

/** The booth's last loaded visitor list, kept on the phone so it stays readable while the Wi-Fi is down. */
export const visitorCache = {
  save(boothId: number, visitors: readonly BoothVisitor[]): void {
    keepForSignedInBooth(boothId, key(boothId), JSON.stringify(visitors));
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
