/** Korean copy of the attendee screens' consent parts (issue 17): the walk-in notices, the admin form, 변경 이력. */
export const consentTexts = {
  // /manual-register
  collectionHeading: '개인정보 수집·이용 안내 (필수)',
  exhibitorsHeading: '부스 참가업체 제공 안내 (선택)',
  collectionCheck: '[필수] 개인정보 수집·이용에 동의합니다.',
  exhibitorsCheck: '[선택] 부스 참가업체 제공에 동의합니다.',
  collectionRequired: '개인정보 수집·이용에 동의해주세요.',
  noticeVersion: (version: number) => `안내문 v${String(version)}`,
  collectionLabels: {
    purpose: '수집·이용 목적',
    items: '수집 항목',
    retention: '보유·이용 기간',
    refusal: '동의 거부 권리 및 불이익',
  },
  exhibitorLabels: {
    recipients: '제공받는 자',
    purpose: '제공받는 자의 이용 목적',
    items: '제공 항목',
    retention: '제공받는 자의 보유·이용 기간',
    refusal: '동의 거부 권리 및 불이익',
  },
  // the admin attendee form
  exhibitorConsent: '부스 제공 동의',
  exhibitorConsentOptions: [
    { value: '', label: '미확인' },
    { value: 'Y', label: '동의 (Y)' },
    { value: 'N', label: '거부 (N)' },
  ],
  // 변경 이력: the server's detail says what was agreed ('수집·이용 동의 (안내 v1), 부스 제공 동의 (안내 v2)')
  historyConsent: (detail: string) => (detail ? `동의 기록: ${detail}` : '동의 기록'),
  // the /users row action '열람'
  viewPersonalData: '열람',
  viewPersonalDataTitle: '이 참석자에 대해 보관 중인 모든 정보를 엑셀로 내려받습니다.',
  viewPersonalDataFailed: (message: string) => `열람 실패: ${message}`,
  viewPersonalDataDone: (name: string, id: number, fileName: string) =>
    `${name} (ID ${String(id)})의 보관 정보를 내려받았습니다: ${fileName}`,
} as const;
