/** Korean copy of the navigation bar and the shared loading text. */
export const layoutTexts = {
  adminSuffix: 'Admin',
  attendees: '참석자 목록',
  dashboard: '통계 대시보드',
  messages: 'QR 발송 내역',
  booths: '부스 관리',
  boothVisits: '부스 방문자',
  desks: '데스크 관리',
  badges: '명찰 출력',
  badgeSettings: '명찰 설정',
  lectures: '강연 관리',
  lectureVisits: '강연 출석',
  logout: '로그아웃',
  navLabel: '관리자 메뉴',
  loading: '로딩 중...',
} as const;
