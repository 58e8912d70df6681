/** Korean copy of the report parts the 결과보고서 and the booth reports share. */
export const reportPartTexts = {
  print: '인쇄',
  /** A value not given (행사 기간, 장소), a rate without a divisor, a booth without a visit. */
  none: '-',
  count: (value: number) => value.toLocaleString('ko-KR'),
} as const;
