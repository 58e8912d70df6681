import { Module } from '@nestjs/common';
import { AttendeeHistoryHandler } from './queries/attendee-history.handler.js';

/**
 * An attendee's change history (who registered, changed, printed, checked in, consented: what and when), read
 * from their stream, whose events come from attendees and the desk. It answers the attendees' question
 * (`AttendeeHistoryQuery`, asked by their screen and by privacy's personal-data export).
 */
@Module({ providers: [AttendeeHistoryHandler] })
export class AttendeeHistoryModule {}
