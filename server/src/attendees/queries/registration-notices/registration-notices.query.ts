import { Query } from '@nestjs/cqrs';
import type { PrivacySettings } from '@expo/contract/privacy';

/**
 * The consent notices a walk-in registration of the event asks to agree to (none set: nothing is asked).
 * Answered by privacy, which keeps them (privacy/queries/answer-registration-notices).
 */
export class RegistrationNoticesQuery extends Query<Pick<PrivacySettings, 'collection' | 'exhibitors'>> {
  constructor(readonly eventId: number) {
    super();
  }
}
