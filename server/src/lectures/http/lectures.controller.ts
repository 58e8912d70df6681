import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../auth/admin-principal.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { bodyEventId, scopedEventId } from '../../auth/event-scope.js';
import { parseFields } from '../../common/fields.js';
import { RateLimited } from '../../http/rate-limit.js';
import { parseId } from '../../common/parse-id.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { adminMetadata } from '../../http/request-metadata.js';
import { lectureFieldSpecs } from '../domain/lecture-fields.js';
import { LectureCommands } from '../lecture-commands.js';
import { listLectures, readLecture, type LectureDto } from '../lecture-reads.js';

const LECTURE_ID = '강연 ID';

@ApiTags('lectures')
@Controller('lectures')
export class LecturesController {
  constructor(
    @Inject(LectureCommands) private readonly lectures: LectureCommands,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every lecture answer carries the check-in address its QR holds, on the public origin (PUBLIC_URL). */
  private readonly present = (lecture: LectureDto) => ({
    ...lecture,
    checkInUrl: `${this.config.publicUrl}/visit-lecture?lectureId=${lecture.id}`,
  });

  @Get()
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 목록 (날짜, 시간 순)' })
  list(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, async (sql) =>
      (await listLectures(sql, scoped)).map(this.present),
    );
  }

  @Post()
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 등록: title, instructor, date (YYYY-MM-DD), time (HH:mm), location' })
  async register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') eventId: unknown,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    const scoped = scopedEventId(admin, eventId ?? bodyEventId(body));
    return this.present(
      await this.lectures.register(scoped, parseFields(lectureFieldSpecs, body), adminMetadata(req, admin)),
    );
  }

  @Get(':id')
  @RateLimited('lookup')
  @ApiOperation({
    summary:
      '강연 조회 (로그인 없이: 출석 체크 화면과 강연 QR 화면); checkInUrl은 QR에 넣을 PUBLIC_URL의 출석 주소',
  })
  async get(@Param('id') id: string) {
    const lectureId = parseId(id, LECTURE_ID);
    return this.present(await withConnection(this.dataSource, (sql) => readLecture(sql, lectureId)));
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 수정' })
  async update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Query('eventId') eventId: unknown,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    const lectureId = parseId(id, LECTURE_ID);
    const scoped = scopedEventId(admin, eventId ?? bodyEventId(body));
    return this.present(
      await this.lectures.update(
        scoped,
        lectureId,
        parseFields(lectureFieldSpecs, body),
        adminMetadata(req, admin),
      ),
    );
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: '강연 삭제 (출석 기록 포함)' })
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Query('eventId') eventId: unknown,
    @Req() req: Request,
  ) {
    const lectureId = parseId(id, LECTURE_ID);
    return this.lectures.remove(scopedEventId(admin, eventId), lectureId, adminMetadata(req, admin));
  }
}
