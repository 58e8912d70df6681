/** What the QR scanners (booth phones, the desk, kiosks) say about the camera and what they read. */
export const scanTexts = {
  noCamera: '❌ 사용 가능한 카메라가 없습니다.',
  cameraStartError: (message: string) => `❌ 카메라 시작 오류: ${message}`,
  cameraAccessFailed: (message: string) => `❌ 카메라 접근 실패: ${message}`,
  notAttendeeQr: (text: string) =>
    `❌ 참석자 QR 코드가 아닙니다 (읽은 내용: ${[...text].length > 40 ? `${[...text].slice(0, 40).join('')}…` : text}). 참석자의 입장 QR 코드를 스캔하세요.`,
  lectureQr: '❌ 강연 출석용 QR 코드입니다. 참석자의 입장 QR 코드를 스캔하세요.',
  emptyQr: '❌ 내용이 없는 QR 코드입니다. 참석자의 입장 QR 코드를 스캔하세요.',
  stopFailedLog: '스캐너를 멈추지 못했습니다.',
  // the continuous scanner (booth phones, lecture doors)
  idle: 'QR 코드를 카메라에 비춰주세요',
  kindLabels: { success: '완료', duplicate: '중복', failure: '실패', queued: '저장됨' },
  pending: '확인 중…',
  readFailed: '처리하지 못했습니다. 다시 시도해주세요.',
  attendeeId: (id: number) => `ID ${String(id)}`,
  codeInputLabel: '참석자 ID 입력 또는 바코드 스캐너',
  codeInputPlaceholder: '참석자 ID',
  codeSubmit: '등록',
  sound: '소리',
  vibration: '진동',
  torchOn: '플래시 켜기',
  torchOff: '플래시 끄기',
  switchCamera: '카메라 전환',
  recentTitle: '최근 스캔',
  recentEmpty: '아직 스캔한 참석자가 없습니다.',
} as const;
