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
import { parseId } from '../../common/parse-id.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { adminMetadata } from '../../http/request-metadata.js';
import { listBooths, readBooth } from '../booth-reads.js';
import { BoothCommands } from '../booth-commands.js';
import { parseBoothInput } from '../booth-input.js';

const BOOTH_ID = '부스 ID';

@ApiTags('booths')
@ApiBearerAuth()
@Controller('booths')
@UseGuards(AdminGuard)
export class BoothsController {
  constructor(
    @Inject(BoothCommands) private readonly booths: BoothCommands,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ summary: '부스 목록 (비밀번호는 돌려주지 않음)' })
  list(@CurrentAdmin() admin: AdminPrincipal, @Query('eventId') eventId: unknown) {
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, (sql) => listBooths(sql, scoped));
  }

  @Post()
  @ApiOperation({ summary: '부스 등록: boothName, name, affiliation, phone, loginId, password (모두 필수)' })
  register(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query('eventId') eventId: unknown,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    const scoped = scopedEventId(admin, eventId ?? bodyEventId(body));
    return this.booths.register(scoped, parseBoothInput(body, false), adminMetadata(req, admin));
  }

  @Get(':id')
  @ApiOperation({ summary: '부스 조회' })
  get(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Query('eventId') eventId: unknown) {
    const boothId = parseId(id, BOOTH_ID);
    const scoped = scopedEventId(admin, eventId);
    return withConnection(this.dataSource, (sql) => readBooth(sql, boothId, scoped));
  }

  @Put(':id')
  @ApiOperation({ summary: '부스 수정 (비밀번호를 비우면 기존 비밀번호 유지)' })
  update(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Query('eventId') eventId: unknown,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    const boothId = parseId(id, BOOTH_ID);
    const scoped = scopedEventId(admin, eventId ?? bodyEventId(body));
    return this.booths.update(scoped, boothId, parseBoothInput(body, true), adminMetadata(req, admin));
  }

  @Delete(':id')
  @ApiOperation({ summary: '부스 삭제 (방문자 목록 포함)' })
  remove(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Query('eventId') eventId: unknown,
    @Req() req: Request,
  ) {
    const boothId = parseId(id, BOOTH_ID);
    return this.booths.remove(scopedEventId(admin, eventId), boothId, adminMetadata(req, admin));
  }
}
