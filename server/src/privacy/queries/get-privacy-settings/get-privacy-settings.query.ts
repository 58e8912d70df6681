import { Query } from '@nestjs/cqrs';
import type { PrivacySettings } from '../../domain/privacy-settings.js';

export class GetPrivacySettingsQuery extends Query<PrivacySettings> {
  constructor(readonly eventId: number) {
    super();
  }
}
