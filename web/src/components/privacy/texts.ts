/** Korean copy of the privacy parts other screens show: the '개인정보' menu's tabs, the /users retention banner. */
export const privacyPartTexts = {
  privacySettings: '설정 · 파기',
  privacyAccess: '접속기록',
  privacyTabs: '개인정보 메뉴',
  bannerSoon: (destroyAt: string, daysLeft: number) =>
    `개인정보 파기 예정: ${destroyAt} (${String(daysLeft)}일 후) 이 행사 참석자의 개인정보가 파기됩니다.`,
  bannerDestroyed: (date: string) => `이 행사의 개인정보는 ${date}에 파기되었습니다.`,
  bannerLink: '개인정보 설정',
} as const;
