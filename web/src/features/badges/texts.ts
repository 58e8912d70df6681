import { ATTENDEE_FIELD_LABELS as FIELD } from '@expo/contract/field-labels';

import { badgeTexts as onTheBadge } from '../../components/badge/texts';

/** Korean copy of the badge and its admin screens (issue 14 and docs/DESK.md verbatim where they say). */
export const badgeTexts = {
  ...onTheBadge,

  // settings (/badges/settings)
  settingsTitle: '명찰 설정',
  settingsSubtitle:
    '명찰 크기, 표시 항목, 등록 유형별 색상 띠를 정합니다. 데스크와 키오스크가 이 설정으로 출력합니다.',
  settingsLoading: '명찰 설정을 불러오는 중...',
  settingsLoadFailed: (message: string) => `명찰 설정을 불러오지 못했습니다: ${message}`,
  sizeHeading: '용지 크기',
  presets: {
    'card-90x120': '90×120 mm 명찰 카드',
    'label-62x100': '62×100 mm 라벨',
    a6: 'A6',
    'a4-2x4': 'A4 8면 (105×74 mm)',
    custom: '직접 입력 (mm)',
  },
  widthMm: '가로 (mm)',
  heightMm: '세로 (mm)',
  customRange: '40–300 mm 사이로 입력하세요.',
  fieldsHeading: '표시 항목',
  fields: {
    affiliation: '소속',
    country: '국가',
    registrationType: '등록 유형',
    eventName: '행사명',
    qr: 'QR',
  },
  countryHint: '국가는 대한민국이 아닐 때만 표시됩니다.',
  colorHeading: '등록 유형별 색상 띠',
  colorUse: (type: string) => `${type} 색상 띠`,
  colorValue: (type: string) => `${type} 색상`,
  previewHeading: '미리보기',
  save: '저장',
  saving: '저장 중...',
  saved: '✅ 저장 완료!',
  saveFailed: (message: string) => `❌ 저장 실패: ${message}`,

  // batch (/badges)
  batchTitle: '명찰 일괄 출력',
  batchSettingsLink: '명찰 설정',
  filterLabel: '대상',
  filters: { all: '전체', unprinted: '미출력', pre: '사전등록만', paid: '결제 완료만' },
  keyword: '검색어',
  keywordPlaceholder: '이름, 소속, 전화번호',
  search: '검색',
  sortLabel: '정렬',
  sorts: { name: '이름순 (가나다)', id: 'ID순' },
  count: (count: number) => `총 ${count.toLocaleString('ko-KR')}명`,
  sizeSummary: (label: string, widthMm: number, heightMm: number) =>
    `${label} · ${String(widthMm)}×${String(heightMm)} mm`,
  sheetSummary: (badges: number, sheets: number) =>
    `A4 ${sheets.toLocaleString('ko-KR')}장 (장당 8명, 명찰 ${badges.toLocaleString('ko-KR')}개)`,
  pageSummary: (badges: number) => `명찰 ${badges.toLocaleString('ko-KR')}장 (한 장에 한 명)`,
  loading: '명단을 불러오는 중...',
  loadFailed: (message: string) => `명단을 불러오지 못했습니다: ${message}`,
  empty: '조건에 맞는 참가자가 없습니다.',
  columns: [
    'ID',
    FIELD.name,
    FIELD.affiliation,
    FIELD.country,
    '등록 유형',
    FIELD.paymentStatus,
    FIELD.paymentStatus2,
  ],
  moreRows: (count: number) => `외 ${count.toLocaleString('ko-KR')}명`,
  print: '인쇄',
  preparing: '인쇄 준비 중...',
  printedJob: (count: number) =>
    `${count.toLocaleString('ko-KR')}명의 명찰을 인쇄했습니다. 모두 출력되었으면 출력 완료로 표시하세요.`,
  markPrinted: '출력 완료로 표시',
  marking: '표시 중...',
  confirmMark: (count: number) => `인쇄한 ${count.toLocaleString('ko-KR')}명을 출력 완료로 표시할까요?`,
  marked: (count: number) => `${count.toLocaleString('ko-KR')}명을 출력 완료로 표시했습니다.`,
  markFailed: (message: string) => `❌ 출력 완료 표시 실패: ${message}`,
  eventNameMissing: '행사명을 불러오지 못해 명찰에 행사명 없이 인쇄됩니다.',
} as const;
