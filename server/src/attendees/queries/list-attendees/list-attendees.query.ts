import { Query } from '@nestjs/cqrs';
import type { AttendeeDto } from '../../attendee-row.js';

export interface AttendeePage {
  /** Each with `qrViewPath`, the signed path of the attendee's QR page. */
  content: (AttendeeDto & { qrViewPath: string })[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

export class ListAttendeesQuery extends Query<AttendeePage> {
  constructor(
    readonly eventId: number,
    readonly page: number,
    readonly size: number,
    readonly keyword: string,
  ) {
    super();
  }
}
