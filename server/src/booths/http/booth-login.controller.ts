import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { loginFailed, passwordMatches } from '../../auth/password-check.js';
import { TokenService } from '../../auth/token.service.js';
import { parseFields, text } from '../../common/fields.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { RateLimited } from '../../http/rate-limit.js';

const loginFields = { loginId: text('로그인 ID', { max: 50 }), password: text('비밀번호', { max: 200 }) };

interface BoothLoginRow {
  id: number;
  event_id: number;
  booth_name: string;
  password_hash: string;
  credentials_version: number;
}

@ApiTags('booth manager')
@Controller('booth-login')
export class BoothLoginController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimited('login')
  @ApiOperation({ summary: '부스 담당자 로그인: boothId, boothName, eventId, token (부스 토큰, 24시간)' })
  async login(@Body() body: unknown) {
    const { loginId, password } = parseFields(loginFields, body);
    const [booth] = await withConnection(this.dataSource, (sql) =>
      sql.query<BoothLoginRow>(
        `SELECT id, event_id, booth_name, password_hash, credentials_version FROM booths
          WHERE lower(login_id) = lower($1)`,
        [loginId],
      ),
    );
    if (!(await passwordMatches(booth?.password_hash, password)) || !booth) throw loginFailed();
    return {
      boothId: booth.id,
      boothName: booth.booth_name,
      eventId: booth.event_id,
      token: this.tokens.signBooth({
        boothId: booth.id,
        eventId: booth.event_id,
        credentialsVersion: booth.credentials_version,
      }),
    };
  }
}
