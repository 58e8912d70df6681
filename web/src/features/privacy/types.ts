/** A consent notice as the server keeps it (개인정보 보호법 제15조 ②): `version` is the server's. */
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

/** GET /api/privacy-settings: the event's privacy settings (every one off by default). */
export interface PrivacySettings {
  collection: PrivacyNotice | null;
  exhibitors: ExhibitorNotice | null;
  shareOnlyWithConsent: boolean;
  askDownloadReason: boolean;
  /** YYYY-MM-DD. */
  eventEndDate: string | null;
  retentionDays: number | null;
}

/** PUT /api/privacy-settings: the settings without the notices' versions (the server sets them). */
export interface PrivacySettingsInput extends Omit<PrivacySettings, 'collection' | 'exhibitors'> {
  collection: Omit<PrivacyNotice, 'version'> | null;
  exhibitors: Omit<ExhibitorNotice, 'version'> | null;
}

/** GET /api/privacy/retention. */
export interface PrivacyRetention {
  eventEndDate: string | null;
  retentionDays: number | null;
  destroyAt: string | null;
  daysLeft: number | null;
  destroyed: boolean;
}

/** One entry of GET /api/privacy/destructions. */
export interface PrivacyDestruction {
  destroyedAt: string;
  attendees: number;
  trigger: 'SCHEDULE' | 'ADMIN';
  actorName: string | null;
}
