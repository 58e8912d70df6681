import type { AppError } from '../kernel/app-error.js';
import type { EventScope } from '@expo/contract/fields';
import { AuthErrors } from './auth.errors.js';
import type { BoothPrincipal } from './booth-principal.js';
import { scopedEventId } from './event-scope.js';

/** The booth token names the booth (and its event): another booth's id, or another event's, is refused. */
export function ownBooth(
  booth: BoothPrincipal,
  boothId: number,
  { eventId }: Partial<EventScope> = {},
  refusal: () => AppError = AuthErrors.otherBooth,
): void {
  if (boothId !== booth.boothId) throw refusal();
  scopedEventId(booth, eventId);
}
