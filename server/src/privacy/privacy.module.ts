import { Module } from '@nestjs/common';
import { ChangePrivacySettingsHandler } from './commands/change-privacy-settings/change-privacy-settings.handler.js';
import { DestroyPersonalDataHandler } from './commands/destroy-personal-data/destroy-personal-data.handler.js';
import { PersonalDataController } from './http/personal-data.controller.js';
import { AnswerRegistrationNoticesHandler } from './queries/answer-registration-notices/answer-registration-notices.handler.js';
import { AnswerDownloadPolicyHandler } from './queries/answer-download-policy/answer-download-policy.handler.js';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler.js';
import { DestructionsController } from './http/destructions.controller.js';
import { GetRetentionHandler } from './queries/get-retention/get-retention.handler.js';
import { ListDestructionsHandler } from './queries/list-destructions/list-destructions.handler.js';
import { DestructionScheduler } from './schedule/destruction.scheduler.js';
import { PrivacyNoticesController } from './http/privacy-notices.controller.js';
import { PrivacySettingsController } from './http/privacy-settings.controller.js';
import { GetPrivacyNoticesHandler } from './queries/get-privacy-notices/get-privacy-notices.handler.js';
import { GetPrivacySettingsHandler } from './queries/get-privacy-settings/get-privacy-settings.handler.js';

@Module({
  controllers: [
    PrivacySettingsController,
    PrivacyNoticesController,
    DestructionsController,
    PersonalDataController,
  ],
  providers: [
    ChangePrivacySettingsHandler,
    GetPrivacySettingsHandler,
    GetPrivacyNoticesHandler,
    DestroyPersonalDataHandler,
    GetRetentionHandler,
    ListDestructionsHandler,
    DestructionScheduler,
    ExportPersonalDataHandler,
    AnswerDownloadPolicyHandler,
    AnswerRegistrationNoticesHandler,
  ],
})
export class PrivacyModule {}
