import { AppError } from '../../kernel/app-error.js';

export const LeadErrors = {
  notVisitor: () => new AppError('LEAD.NOT_VISITOR', '방문 기록이 없는 참석자입니다.', 404),
  unknownTag: (tag: string) =>
    new AppError('LEAD.UNKNOWN_TAG', `부스에 없는 태그입니다: ${tag}. 태그 관리에서 먼저 추가해주세요.`, 400),
};
