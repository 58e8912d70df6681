import { Controller, Get, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { scopedEventId } from '../../auth/event-scope.js';
import { seoulDate } from '../../common/seoul-time.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { adminMetadata } from '../../http/request-metadata.js';
import { ImportAttendeesCommand } from '../commands/import-attendees/import-attendees.command.js';
import { attachmentHeader } from '../../excel/content-disposition.js';
import { XLSX_MIME } from '../../excel/workbook-writer.js';
import { writeAttendeeTemplate, writeAttendeeWorkbook } from '../excel/write-attendee-workbook.js';
import { streamAttendees } from '../queries/export-attendees/stream-attendees.js';
import { receiveWorkbook } from './upload-workbook.js';

@ApiTags('attendees')
@ApiBearerAuth()
@Controller('users')
@UseGuards(AdminGuard)
export class AttendeeExcelController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('upload-excel')
  @ApiOperation({ summary: '엑셀 업로드 (multipart: file, eventId): 유효한 행을 한 트랜잭션으로 등록' })
  async upload(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') queryEventId: unknown,
    @Req() req: Request,
  ) {
    const eventId = scopedEventId(admin, queryEventId);
    const outcome = await this.commands.execute(
      new ImportAttendeesCommand(
        eventId,
        async (onRows) => {
          const { result, fields } = await receiveWorkbook(req, {
            maxBytes: this.config.uploadMaxBytes,
            maxRows: this.config.uploadMaxRows,
            onRows,
          });
          scopedEventId(admin, fields.eventId); // a form field naming another event refuses the import
          return result;
        },
        adminMetadata(req, admin),
      ),
    );
    const { rejected: invalid, total } = outcome.source;
    const rejected = [...invalid, ...outcome.skipped].sort((a, b) => a.row - b.row);
    return {
      message: `업로드 완료: ${outcome.imported}명 등록, ${outcome.skipped.length}건 중복 건너뜀, ${invalid.length}건 오류`,
      imported: outcome.imported,
      skipped: outcome.skipped.length,
      invalid: invalid.length,
      rejected,
      total,
    };
  }

  @Get('download-excel')
  @ApiOperation({ summary: '참석자 엑셀 다운로드 (스트리밍)' })
  async download(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    const scoped = scopedEventId(admin, eventId);
    res.setHeader('Content-Type', XLSX_MIME);
    res.setHeader('Content-Disposition', attachmentHeader(`참석자_목록_${seoulDate(new Date())}.xlsx`));
    await writeAttendeeWorkbook(streamAttendees(this.dataSource, scoped), res);
  }

  @Get('excel-template')
  @ApiOperation({ summary: '엑셀 업로드 양식' })
  async template(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') eventId: unknown,
    @Res() res: Response,
  ) {
    scopedEventId(admin, eventId); // the template is the same for every event; naming another is still refused
    res.setHeader('Content-Type', XLSX_MIME);
    res.setHeader('Content-Disposition', attachmentHeader('참석자_업로드_양식.xlsx'));
    await writeAttendeeTemplate(res);
  }
}
