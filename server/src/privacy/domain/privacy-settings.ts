import type { Decider } from '../../kernel/decider.js';

/**
 * What a consent notice tells the attendee (개인정보 보호법 제15조 ②, 제17조 ②): the purpose, the items, how long
 * they are kept, and the right to refuse with what refusing means. `version` is the server's: it goes up
 * whenever the text changes, and each consent records the version it was given to.
 */
export interface PrivacyNotice {
  purpose: string;
  items: string;
  retention: string;
  refusal: string;
  version: number;
}

/** Provision to exhibitors (제3자 제공) also names who receives the data (제공받는 자). */
export interface ExhibitorNotice extends PrivacyNotice {
  recipients: string;
}

export interface PrivacySettings {
  /** 개인정보 수집·이용 동의 (필수); null: the walk-in form asks nothing (the spec's form). */
  collection: PrivacyNotice | null;
  /** 부스 참가업체 제공 동의 (선택); null: not asked. */
  exhibitors: ExhibitorNotice | null;
  /** '부스 제공 동의 확인': booths see the contact of consenting visitors only. */
  shareOnlyWithConsent: boolean;
  /** A download of personal data asks for a reason (사유). */
  askDownloadReason: boolean;
  /** The event's last day (YYYY-MM-DD, Korean date) and how many days after it personal data is kept. */
  eventEndDate: string | null;
  retentionDays: number | null;
}

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  collection: null,
  exhibitors: null,
  shareOnlyWithConsent: false,
  askDownloadReason: false,
  eventEndDate: null,
  retentionDays: null,
};

/** What an admin saves: the notices' texts (their versions are the server's). */
export type PrivacySettingsInput = Omit<PrivacySettings, 'collection' | 'exhibitors'> & {
  collection: Omit<PrivacyNotice, 'version'> | null;
  exhibitors: Omit<ExhibitorNotice, 'version'> | null;
};

export type PrivacySettingsChanged = {
  type: 'PrivacySettingsChanged';
  data: { eventId: number; settings: PrivacySettings };
};

export const privacySettingsStreamId = (eventId: number) => `privacy-settings-${eventId}`;

const sameText = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).every((key) => key === 'version' || a[key] === b[key]);

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
