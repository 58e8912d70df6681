import { Query } from '@nestjs/cqrs';
import type { PrivacySettings } from '@expo/contract/privacy';

export class GetPrivacySettingsQuery extends Query<PrivacySettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
