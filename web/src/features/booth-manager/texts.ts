/** Korean copy of the booth manager's phone screens; the spec's texts verbatim. */
export const boothManagerTexts = {
  // /booth-login
  loginTitle: '부스 관리자 로그인',
  loginId: '로그인 ID',
  login: '로그인',
  loggingIn: '로그인 중...',
  sessionExpired: '부스 로그인이 만료되었습니다. 다시 로그인해주세요.',
  // /booth-visits2
  visitorsTitle: '방문자 목록',
  scanQr: 'QR 스캔',
  downloadFallbackName: (boothName: string) => `${boothName || '부스'}_방문자.xlsx`,
  logout: '로그아웃',
  visitorsLoading: '방문자 목록을 불러오는 중...',
  visitorsFailed: '방문자 목록을 불러오는데 실패했습니다.',
  visitorsEmpty: '방문자 정보가 없습니다.',
  visitorsCached: '연결이 끊겨 마지막으로 불러온 목록을 보여줍니다.',
  visitorCount: (count: number) => `방문자 ${count.toLocaleString('ko-KR')}명`,
  columns: ['ID', '이름', '소속', '전화번호', '방문시간'],
  pendingScans: (count: number) => `전송 대기 중인 스캔 ${String(count)}건 — 연결되면 자동으로 전송됩니다.`,
  failedScan: (userId: number, message: string) => `전송 실패: ID ${String(userId)} — ${message}`,
  dismissFailed: '확인',
  // /qr-scan
  scanTitle: 'QR 코드 스캔',
  cameraStarting: '카메라를 준비하는 중...',
  scanSucceeded: (text: string) => `✅ 스캔 성공: ${text}`,
  visitRegistered: '✅ 방문이 등록되었습니다.',
  visitDuplicate: '이미 등록된 방문입니다.',
  visitFailed: (message: string) => `❌ 방문 등록 실패: ${message}`,
  networkError: '❌ 네트워크 오류: 다시 시도해주세요.',
  scanQueued: '📥 스캔이 저장되었습니다. 연결되면 자동으로 전송됩니다.',
  scanQueuedForLogin: '📥 스캔이 저장되었습니다. 다시 로그인하면 자동으로 전송됩니다.',
  backToVisitors: '방문자 목록으로',
} as const;
