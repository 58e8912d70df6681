import { AppError } from '../../kernel/app-error.js';

export const ExcelErrors = {
  notWorkbook: () => new AppError('EXCEL.NOT_WORKBOOK', '엑셀(.xlsx) 파일이 아닙니다.', 400),
  empty: () => new AppError('EXCEL.EMPTY', '데이터가 있는 행이 없습니다.', 400),
  missingColumns: (headers: readonly string[]) =>
    new AppError('EXCEL.MISSING_COLUMNS', `필수 열이 없습니다: ${headers.join(', ')}`, 400),
  encryptedOrXls: () =>
    new AppError(
      'EXCEL.NOT_XLSX_FORMAT',
      '암호가 걸려 있거나 예전 형식(.xls)의 파일입니다. 암호를 풀고 .xlsx 형식으로 저장해 업로드하세요.',
      400,
    ),
  contentTooLarge: () =>
    new AppError(
      'EXCEL.CONTENT_TOO_LARGE',
      '파일의 내용이 너무 큽니다 (압축을 풀면 허용된 크기를 넘습니다). 빈 행과 열, 서식을 지우거나 파일을 나누어 업로드하세요.',
      413,
    ),
  tooManyRows: (maxRows: number) =>
    new AppError(
      'EXCEL.TOO_MANY_ROWS',
      `행이 너무 많습니다. 최대 ${maxRows}행까지 업로드할 수 있습니다.`,
      400,
    ),
};
