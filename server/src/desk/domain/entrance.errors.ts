import { AppError } from '../../kernel/app-error.js';
import { hourMinute } from './event-day.js';

export interface PrintedBefore {
  printedAt: string | null;
  printedBy: string | null;
  printCount: number;
}

/** '(10:32, 데스크 2)' when the last print is known (a flag set by hand or by Excel has no time). */
const when = ({ printedAt, printedBy }: PrintedBefore) =>
  printedAt ? ` (${hourMinute(printedAt)}${printedBy ? `, ${printedBy}` : ''})` : '';

export const EntranceErrors = {
  alreadyPrinted: (before: PrintedBefore) =>
    new AppError(
      'BADGE.ALREADY_PRINTED',
      `이미 출력된 명찰입니다${when(before)}. 다시 출력할까요?`,
      409,
      before,
    ),
  alreadyPrintedAtKiosk: () =>
    new AppError(
      'BADGE.ALREADY_PRINTED',
      '이미 명찰을 출력하셨습니다. 데스크에 문의해주세요.',
      409,
      undefined,
      'You have already printed your badge. Please ask at the desk.',
    ),
  unpaid: () => new AppError('BADGE.UNPAID', '결제 확인이 필요합니다.', 409),
  unpaidAtKiosk: () =>
    new AppError(
      'BADGE.UNPAID',
      '결제 확인이 필요합니다. 데스크로 와주세요.',
      409,
      undefined,
      'Your payment needs to be confirmed. Please come to the desk.',
    ),
};
