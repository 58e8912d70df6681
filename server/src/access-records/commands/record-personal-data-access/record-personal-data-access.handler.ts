import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessRecordLog } from '../../log/access-record-log.js';
import { RecordPersonalDataAccessCommand } from './record-personal-data-access.command.js';

/**
 * Appends the record to personal_data_access (append-only, kept two years; not an event stream: a record is
 * never decided on, only kept), in the next group commit.
 */
@CommandHandler(RecordPersonalDataAccessCommand)
export class RecordPersonalDataAccessHandler implements ICommandHandler<RecordPersonalDataAccessCommand> {
  constructor(@Inject(AccessRecordLog) private readonly log: AccessRecordLog) {}

  execute({ record }: RecordPersonalDataAccessCommand): Promise<boolean> {
    return this.log.append(record);
  }
}
