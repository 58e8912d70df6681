import { Query } from '@nestjs/cqrs';
import type { LectureDoor } from '@expo/contract/visits';

/** A lecture's door: its title, 정원 and check-ins so far (404 for another event's lecture). */
export class GetLectureDoorQuery extends Query<LectureDoor> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
  ) {
    super();
  }
}
