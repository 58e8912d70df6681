import { Query } from '@nestjs/cqrs';

/**
 * Whether the event's downloads of personal data must give a reason (설정 '다운로드 사유 입력'). Asked here,
 * answered by privacy, which keeps the setting (privacy/queries/answer-download-policy).
 */
export class GetDownloadPolicyQuery extends Query<{ askReason: boolean }> {
  constructor(readonly eventId: number) {
    super();
  }
}
