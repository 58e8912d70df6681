// The body of PUT /api/privacy-settings with no notices and every option off, `changes` on top: what the tests
// and the benchmarks send to switch one option ('부스 제공 동의 확인', '다운로드 사유 입력') on or off.
export const privacySettings = (changes = {}) => ({
  collection: null,
  exhibitors: null,
  shareOnlyWithConsent: false,
  askDownloadReason: false,
  eventEndDate: null,
  retentionDays: null,
  ...changes,
});
