import type { PrivacyNotice, PrivacySettings, PrivacySettingsInput } from '@expo/contract/privacy';
import type { Decider } from '../../kernel/decider.js';

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  collection: null,
  exhibitors: null,
  shareOnlyWithConsent: false,
  askDownloadReason: false,
  eventEndDate: null,
  retentionDays: null,
};

export type PrivacySettingsChanged = {
  type: 'PrivacySettingsChanged';
  data: { eventId: number; settings: PrivacySettings };
};

export const privacySettingsStreamId = (eventId: number) => `privacy-settings-${eventId}`;

const isText = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether two notices say the same, in Korean and in English (an English text added or changed is a new text
 * too: a consent given in English records the version it read). No English and an English of null (a notice
 * saved before English texts existed) are the same.
 */
const sameText = (a: Record<string, unknown>, b: Record<string, unknown>): boolean =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => {
    if (key === 'version') return true;
    const [x, y] = [a[key] ?? null, b[key] ?? null];
    return isText(x) && isText(y) ? sameText(x, y) : x === y;
  });

/** The notice as saved: the same version when its text is unchanged, the next one when it changed. */
function versioned<N extends PrivacyNotice>(
  input: Omit<N, 'version'> | null,
  current: N | null,
  everVersion: number,
): N | null {
  if (!input) return null;
  if (current && sameText(input, current as unknown as Record<string, unknown>)) return current;
  return { ...input, version: everVersion + 1 } as N;
}

export interface PrivacyState {
  settings: PrivacySettings;
  /** The highest version each notice ever had (a notice removed and set again does not reuse one). */
  versions: { collection: number; exhibitors: number };
}

/** Records new settings when they differ from the current ones; notice versions go up with their text. */
export const privacySettingsDecider: Decider<
  { eventId: number; input: PrivacySettingsInput },
  PrivacyState,
  PrivacySettingsChanged
> = {
  initialState: { settings: DEFAULT_PRIVACY_SETTINGS, versions: { collection: 0, exhibitors: 0 } },
  decide: ({ eventId, input }, { settings: current, versions }) => {
    const settings: PrivacySettings = {
      ...input,
      collection: versioned(input.collection, current.collection, versions.collection),
      exhibitors: versioned(input.exhibitors, current.exhibitors, versions.exhibitors),
    };
    return JSON.stringify(settings) === JSON.stringify(current)
      ? []
      : [{ type: 'PrivacySettingsChanged', data: { eventId, settings } }];
  },
  evolve: (state, { data: { settings } }) => ({
    settings,
    versions: {
      collection: Math.max(state.versions.collection, settings.collection?.version ?? 0),
      exhibitors: Math.max(state.versions.exhibitors, settings.exhibitors?.version ?? 0),
    },
  }),
};
