import { AppError } from '../../kernel/app-error.js';

/** Refusals of the reports' 전년 대비 (docs/REPORTS.md). */
export const ReportErrors = {
  compareSameEvent: () =>
    new AppError('REPORT.COMPARE_SAME_EVENT', '비교할 행사는 이 행사가 아닌 다른 행사여야 합니다.', 400),
  compareOrganiserOnly: () =>
    new AppError(
      'REPORT.COMPARE_ORGANISER_ONLY',
      '다른 행사와의 비교(전년 대비)는 주최자 계정만 볼 수 있습니다.',
      403,
    ),
};
