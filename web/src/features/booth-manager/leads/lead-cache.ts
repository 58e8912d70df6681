import { BOOTH_VISITORS_KEY_PREFIX, keepForSignedInBooth } from '../../../lib/session/booth';
import type { BoothLeads } from '@expo/contract/leads';

// under the visitor lists' prefix: personal notes are gone with the booth session, as the visitor lists are
const key = (boothId: number) => `${BOOTH_VISITORS_KEY_PREFIX}${String(boothId)}:leads`;

function isBoothLeads(value: unknown): value is BoothLeads {
  if (typeof value !== 'object' || value === null) return false;
  const { tags, leads } = value as Record<string, unknown>;
  return Array.isArray(tags) && Array.isArray(leads);
}

/** The booth's last loaded leads, kept on the phone so the rows keep their notes while the Wi-Fi is down. */
export const leadCache = {
  save(boothId: number, leads: BoothLeads): void {
    keepForSignedInBooth(boothId, key(boothId), JSON.stringify(leads));
  },
  load(boothId: number): BoothLeads | undefined {
    try {
      const stored = window.localStorage.getItem(key(boothId));
      const parsed: unknown = stored ? JSON.parse(stored) : undefined;
      return isBoothLeads(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  },
};
