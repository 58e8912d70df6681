/** What the QR scanners (booth phones, the desk, kiosks) say about the camera and what they read. */
export const scanTexts = {
  noCamera: '❌ 사용 가능한 카메라가 없습니다.',
  cameraStartError: (message: string) => `❌ 카메라 시작 오류: ${message}`,
  cameraAccessFailed: (message: string) => `❌ 카메라 접근 실패: ${message}`,
  // what to do, the {message} of the two lines above (camera-problem.ts picks one from the browser's error)
  cameraHelp: {
    insecure: '카메라는 HTTPS 주소에서만 켜집니다. 관리자에게 https:// 주소를 받아 다시 여세요.',
    denied:
      '카메라 사용이 허용되지 않았습니다. 브라우저 설정(주소창의 자물쇠 아이콘)에서 카메라를 허용한 뒤 페이지를 새로 고치세요.',
    notFound: '카메라를 찾지 못했습니다. 카메라가 연결된 기기에서 열거나, 참석자 ID를 직접 입력하세요.',
    busy: '카메라를 다른 앱이 쓰고 있습니다. 카메라를 쓰는 다른 앱이나 탭을 닫은 뒤 페이지를 새로 고치세요.',
    other: (detail: string) =>
      `카메라를 켜지 못했습니다 (${detail}). 페이지를 새로 고치거나 다른 브라우저로 다시 여세요.`,
  },
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
