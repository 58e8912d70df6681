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
} as const;
