import { LECTURE_FIELD_LABELS } from '@expo/contract/field-labels';

/** Korean copy of the lecture screens; the spec's texts verbatim. */
export const lectureTexts = {
  // list
  listTitle: '강연 관리',
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}개`,
  register: '강연 등록',
  loading: '강연 목록을 불러오는 중...',
  loadFailed: '조회 실패',
  empty: '등록된 강연이 없습니다.',
  columns: [
    LECTURE_FIELD_LABELS.title,
    LECTURE_FIELD_LABELS.instructor,
    LECTURE_FIELD_LABELS.date,
    LECTURE_FIELD_LABELS.time,
    LECTURE_FIELD_LABELS.location,
    '출석 수',
    LECTURE_FIELD_LABELS.capacity,
    '관리',
  ],
  /** The 정원 cell of a lecture without one. */
  noCapacity: '-',
  door: '입장 관리',
  viewQr: 'QR 보기',
  edit: '수정',
  delete: '삭제',
  confirmDelete: '정말 삭제하시겠습니까?',
  deleted: '삭제 완료',
  deleteFailed: '삭제 실패',
  // form: the contract's field labels (제목, 강연자, 날짜, 시간, 장소, 정원)
  ...LECTURE_FIELD_LABELS,
  optional: '(선택)',
  capacityPlaceholder: '예: 120',
  capacityHelp: '비워 두면 정원 없이 등록됩니다.',
  capacityInvalid: '정원은 1~100,000 사이의 정수로 입력하세요.',
  // register
  registerTitle: '강연 등록',
  registerSubmit: '등록',
  registering: '등록 중...',
  registered: '✅ 등록 완료!',
  registerFailed: (message: string) => `❌ 등록 실패: ${message}`,
  // edit
  editTitle: '강연 정보 수정',
  editSubmit: '수정',
  saving: '저장 중...',
  updated: '수정 완료!',
  updateFailed: () => '수정 실패',
  editLoading: '강연 정보를 불러오는 중...',
  // QR
  qrHeading: (title: string) => `${title} QR`,
  qrInstructor: (value: string) => `강연자: ${value}`,
  qrDate: (value: string) => `날짜: ${value}`,
  qrTime: (value: string) => `시간: ${value}`,
  qrLocation: (value: string) => `장소: ${value}`,
  // the poster's caption, in both languages: a printed poster cannot switch (issue 50)
  qrCaption: '휴대폰 카메라로 QR 코드를 스캔해 출석 체크하세요',
  qrCaptionEnglish: 'Scan the QR code with your phone camera to check in',
  qrDownload: 'QR 이미지 다운로드 (PNG)',
  qrCapturing: '이미지 만드는 중...',
  qrCaptureFailed: 'QR 이미지를 만들지 못했습니다.',
  qrPrint: '인쇄',
  qrLoading: '강연 정보를 불러오는 중...',
  qrLoadFailed: '강연 정보를 불러올 수 없습니다.',
  qrMissingEventId: '행사 정보가 설정되지 않았습니다. 관리자로 로그인한 뒤 다시 열어주세요.',
} as const;
