import { Command } from '@nestjs/cqrs';
import type { AccessRecord } from '../../domain/access-record.js';

/** A person read personal data: record who, when, from where, what and whose (true once stored). */
export class RecordPersonalDataAccessCommand extends Command<boolean> {
  constructor(readonly record: AccessRecord) {
    super();
  }
}
