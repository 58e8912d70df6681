import { ACCOUNT_FIELD_LABELS, BOOTH_FIELD_LABELS } from '@expo/contract/field-labels';

/** Korean copy of the booth screens; the spec's texts verbatim. */
export const boothTexts = {
  // list
  listTitle: '부스 관리',
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}개`,
  register: '부스 등록',
  loginHint: (origin: string) => `부스 담당자 로그인: ${origin}/booth-login`,
  loading: '부스 목록을 불러오는 중...',
  loadFailed: '데이터 조회 실패',
  empty: '등록된 부스가 없습니다.',
  columns: [
    BOOTH_FIELD_LABELS.boothName,
    '담당자',
    BOOTH_FIELD_LABELS.affiliation,
    BOOTH_FIELD_LABELS.phone,
    ACCOUNT_FIELD_LABELS.loginId,
    '방문자 수',
    '관리',
  ],
  edit: '수정',
  delete: '삭제',
  confirmDelete: '정말 삭제하시겠습니까?',
  deleted: '삭제 완료',
  deleteFailed: '삭제 실패. 관리자에게 문의하세요',
  // form: the contract's field labels (부스명, 담당자 이름, 소속, 연락처, 로그인 ID, 비밀번호)
  ...BOOTH_FIELD_LABELS,
  ...ACCOUNT_FIELD_LABELS,
  passwordKeepHint: '비워 두면 기존 비밀번호를 유지합니다. 새 비밀번호는 8자 이상입니다.',
  passwordRule: '8자 이상 입력하세요.',
  // register
  registerTitle: '부스 등록',
  registerSubmit: '등록',
  registering: '등록 중...',
  registered: '✅ 등록 완료!',
  registerFailed: (message: string) => `❌ 등록 실패: ${message}`,
  // edit
  editTitle: '부스 정보 수정',
  editSubmit: '수정',
  saving: '저장 중...',
  updated: '✅ 수정 완료!',
  updateFailed: (message: string) => `❌ 수정 실패: ${message}`,
  editLoading: '부스 정보를 불러오는 중...',
} as const;
