import { Query } from '@nestjs/cqrs';

/** How one channel is doing, as the admins read it. */
export interface QrChannelHealthDto {
  /** FAILURES_IN_A_ROW or more of the channel's newest sends failed for the channel's fault. */
  failing: boolean;
  failuresInARow: number;
  /** The newest of those failures, Korean local time (when failing). */
  lastFailureAt: string | null;
  /** Its plain Korean reason (when failing). */
  lastError: string | null;
}

export type QrChannelsHealthDto = { phone: QrChannelHealthDto; email: QrChannelHealthDto };

/** Whether the event's sends by phone and by e-mail keep failing, from their newest tries (the outbox's). */
export class GetQrChannelHealthQuery extends Query<QrChannelsHealthDto> {
  constructor(readonly eventId: number) {
    super();
  }
}
