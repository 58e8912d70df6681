/** Korean copy of the privacy screens (/privacy; the tabs and the /users banner: components/privacy/texts.ts). */
export const privacyTexts = {
  title: '개인정보 설정',
  subtitle: '동의 안내, 부스 제공, 다운로드 사유, 보유 기간과 파기를 행사별로 정합니다.',
  loading: '개인정보 설정을 불러오는 중...',
  loadFailed: (message: string) => `개인정보 설정을 불러오지 못했습니다: ${message}`,
  save: '저장',
  saving: '저장 중...',
  saved: '✅ 저장되었습니다.',
  saveFailed: (message: string) => `❌ 저장 실패: ${message}`,
  // notices
  collectionTitle: '개인정보 수집·이용 동의 (필수)',
  collectionToggle: '수집·이용 동의 받기',
  collectionHelp: '켜면 현장 등록 화면에 안내문과 필수 동의 체크박스가 나타납니다.',
  exhibitorsTitle: '부스 참가업체 제공 동의 (선택)',
  exhibitorsToggle: '부스 제공 동의 받기',
  exhibitorsHelp: '켜면 현장 등록 화면에 제3자 제공 안내문과 선택 동의 체크박스가 나타납니다.',
  currentVersion: (version: number) => `현재 v${String(version)}`,
  notSavedYet: '저장하면 v1',
  versionNote: '안내문을 바꾸면 새 버전으로 저장되며, 이후 동의는 새 버전으로 기록됩니다.',
  versionWillChange: '내용이 바뀌었습니다: 저장하면 새 버전이 됩니다.',
  // the notice's English (issue 50): the walk-in form read in English shows it
  englishTitle: '영문 안내 (선택)',
  englishHelp:
    '현장 등록 화면을 영어로 보는 참석자에게 보입니다. 비워두면 한국어 안내가 영어 설명(한국어로만 제공)과 함께 보입니다. 쓰기 시작하면 모든 항목을 입력해야 합니다.',
  englishField: (label: string) => `${label} (영문)`,
  fields: {
    recipients: '제공받는 자',
    purpose: '수집·이용 목적',
    items: '수집 항목',
    retention: '보유·이용 기간',
    refusal: '동의 거부 권리 및 불이익',
  },
  exhibitorFields: {
    recipients: '제공받는 자',
    purpose: '제공받는 자의 이용 목적',
    items: '제공 항목',
    retention: '제공받는 자의 보유·이용 기간',
    refusal: '동의 거부 권리 및 불이익',
  },
  // options
  optionsTitle: '제공과 다운로드',
  shareOnlyWithConsent: '부스 제공 동의 확인',
  shareOnlyWithConsentHelp: '부스에는 제공에 동의한 방문자의 정보만 보입니다.',
  askDownloadReason: '다운로드 사유 입력',
  askDownloadReasonHelp: '개인정보가 담긴 엑셀을 내려받을 때 사유를 묻습니다.',
  // retention
  retentionTitle: '보유 기간과 파기',
  eventEndDate: '행사 종료일',
  retentionDays: '보유 기간 (일)',
  retentionDaysHelp:
    '행사 종료일 다음 날부터 센 날 수입니다. 보유 기간이 끝난 다음 날 파기됩니다. 비워두면 자동으로 파기하지 않습니다.',
  destroyAt: (date: string, days: number) => `파기 예정일: ${date} (행사 종료 후 ${String(days)}일 보관)`,
  noSchedule: '행사 종료일과 보유 기간을 입력하면 파기 예정일이 계산됩니다.',
  needEndDate: '보유 기간을 정하려면 행사 종료일을 입력해주세요.',
  badDays: '보유 기간은 0~3650일 사이의 정수여야 합니다.',
  // destruction records
  recordsTitle: '개인정보 파기 기록',
  recordsLoading: '파기 기록을 불러오는 중...',
  recordsFailed: (message: string) => `파기 기록을 불러오지 못했습니다: ${message}`,
  recordsEmpty: '파기 기록이 없습니다.',
  recordColumns: ['파기 시각', '인원', '방식', '처리자'],
  triggers: { SCHEDULE: '자동', ADMIN: '관리자' },
  people: (count: number) => `${count.toLocaleString('ko-KR')}명`,
  systemActor: '시스템',
  // destroy now
  dangerTitle: '지금 파기',
  dangerHelp: '보유 기간을 기다리지 않고 이 행사 참석자의 개인정보를 지금 파기합니다.',
  destroyNow: '지금 파기',
  dialogTitle: '개인정보를 지금 파기합니다',
  dialogWhat: '이 행사 모든 참석자의 이름, 소속, 전화번호, 이메일이 파기됩니다. 통계는 인원 수로만 남습니다.',
  dialogIrreversible: '파기는 되돌릴 수 없습니다.',
  dialogPrompt: (eventName: string) => `확인을 위해 행사명을 그대로 입력하세요: ${eventName}`,
  dialogPromptUnknown: '확인을 위해 행사명을 그대로 입력하세요.',
  eventNameLabel: '행사명',
  confirmDestroy: '파기',
  destroying: '파기 중...',
  cancel: '취소',
  destroyed: (count: number) => `✅ ${count.toLocaleString('ko-KR')}명의 개인정보를 파기했습니다.`,
  destroyFailed: (message: string) => `❌ 파기 실패: ${message}`,
} as const;

/** Example texts offered when a notice is first switched on (the admin edits them). */
export const EXAMPLE_NOTICES = {
  collection: {
    purpose: '행사 등록 확인, 입장 관리 및 행사 안내',
    items: '이름, 소속, 전화번호, 국가',
    retention: '행사 종료 후 30일까지',
    refusal: '동의를 거부할 수 있으며, 거부 시 현장 등록이 제한됩니다.',
  },
  exhibitors: {
    recipients: '행사 부스 참가업체',
    purpose: '방문자 상담 및 후속 안내',
    items: '이름, 소속, 전화번호',
    retention: '제공일로부터 1년',
    refusal: '동의하지 않아도 행사 참여에는 제한이 없으며, 부스에는 이름 등 정보가 제공되지 않습니다.',
  },
} as const;
