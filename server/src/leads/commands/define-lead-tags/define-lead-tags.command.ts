import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { LeadTags } from '@expo/contract/leads';

/** The booth's tags for its leads, in the order the staff pick them. */
export class DefineLeadTagsCommand extends Command<LeadTags> {
  constructor(
    readonly boothId: number,
    readonly eventId: number,
    readonly tags: string[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
