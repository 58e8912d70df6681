/** Korean copy of the lecture door screen (/lectures/{id}/door). */
export const lectureDoorTexts = {
  title: '강연 입장',
  loading: '강연 정보를 불러오는 중...',
  loadFailed: (message: string) => `강연 정보를 불러오지 못했습니다: ${message}`,
  invalidLecture: '강연 정보가 올바르지 않습니다.',
  count: (checkedIn: number) => `입장 ${checkedIn.toLocaleString('ko-KR')}`,
  capacity: (capacity: number) => `정원 ${capacity.toLocaleString('ko-KR')}`,
  nearlyFull: '정원의 90%에 도달했습니다.',
  full: '만석입니다',
  overCapacity: (over: number) => `정원을 ${over.toLocaleString('ko-KR')}명 초과했습니다.`,
  checkedIn: '입장 확인',
  alreadyIn: '이미 입장한 참석자입니다.',
  checkInFailed: (message: string) => `입장 등록 실패: ${message}`,
  networkError: '네트워크 오류: 다시 시도해주세요.',
  kindLabels: { success: '입장 확인', duplicate: '이미 입장', failure: '입장 실패', queued: '저장됨' },
} as const;
