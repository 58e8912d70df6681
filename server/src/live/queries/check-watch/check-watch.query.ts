import { Query } from '@nestjs/cqrs';
import type { PlaceKind } from '../../../kernel/live-rooms.js';

/**
 * Whether an admin may watch this booth or lecture: the same look-up as the admin's HTTP list (not found, also
 * for another event's place, is thrown as that list's error).
 */
export class CheckWatchQuery extends Query<void> {
  constructor(
    readonly eventId: number,
    readonly kind: PlaceKind,
    readonly placeId: number,
  ) {
    super();
  }
}
