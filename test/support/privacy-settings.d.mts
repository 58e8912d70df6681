export interface PrivacySettingsBody {
  collection: null | Record<string, string>;
  exhibitors: null | Record<string, string>;
  shareOnlyWithConsent: boolean;
  askDownloadReason: boolean;
  eventEndDate: string | null;
  retentionDays: number | null;
}

export declare function privacySettings(changes?: Partial<PrivacySettingsBody>): PrivacySettingsBody;
