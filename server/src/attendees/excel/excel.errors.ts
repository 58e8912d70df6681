import { AppError } from '../../common/app-error.js';

export const ExcelErrors = {
  notWorkbook: () => new AppError('EXCEL.NOT_WORKBOOK', '엑셀(.xlsx) 파일이 아닙니다.', 400),
  empty: () => new AppError('EXCEL.EMPTY', '데이터가 있는 행이 없습니다.', 400),
  missingColumns: (headers: readonly string[]) =>
    new AppError('EXCEL.MISSING_COLUMNS', `필수 열이 없습니다: ${headers.join(', ')}`, 400),
  tooManyRows: (maxRows: number) =>
    new AppError(
      'EXCEL.TOO_MANY_ROWS',
      `행이 너무 많습니다. 최대 ${maxRows}행까지 업로드할 수 있습니다.`,
      400,
    ),
};
