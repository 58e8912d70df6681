import { Module } from '@nestjs/common';
import { DefineLeadTagsHandler } from './commands/define-lead-tags/define-lead-tags.handler.js';
import { UpdateLeadHandler } from './commands/update-lead/update-lead.handler.js';
import { AdminLeadsController } from './http/admin-leads.controller.js';
import { BoothLeadsController } from './http/booth-leads.controller.js';
import { DownloadBoothVisitorsHandler } from './queries/download-booth-visitors/download-booth-visitors.handler.js';
import { ListBoothLeadsHandler } from './queries/list-booth-leads/list-booth-leads.handler.js';

/** Exhibitor leads: each booth's 관심도, tags and memos of its visitors. */
@Module({
  controllers: [BoothLeadsController, AdminLeadsController],
  providers: [UpdateLeadHandler, DefineLeadTagsHandler, ListBoothLeadsHandler, DownloadBoothVisitorsHandler],
})
export class LeadsModule {}
