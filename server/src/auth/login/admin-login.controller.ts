import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { parseFields, text } from '../../common/fields.js';
import { DATA_SOURCE } from '../../core/tokens.js';
import { withConnection } from '../../event-store/sql.js';
import { loginFailed, passwordMatches } from '../password-check.js';
import { TokenService } from '../token.service.js';
import { RateLimited } from '../../http/rate-limit.js';

const loginFields = { username: text('아이디', { max: 100 }), password: text('비밀번호', { max: 200 }) };

interface AdminRow {
  id: number;
  event_id: number;
  password_hash: string;
  name: string;
  can_manage_booths: boolean;
  can_manage_lectures: boolean;
}

@ApiTags('auth')
@Controller('admin')
export class AdminLoginController {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited('login')
  @ApiOperation({ summary: '관리자 로그인: token, adminName, eventId, hasBooth, hasLecture' })
  async login(@Body() body: unknown) {
    const { username, password } = parseFields(loginFields, body);
    const [admin] = await withConnection(this.dataSource, (sql) =>
      sql.query<AdminRow>(
        `SELECT id, event_id, password_hash, name, can_manage_booths, can_manage_lectures FROM admins WHERE username = $1`,
        [username],
      ),
    );
    if (!(await passwordMatches(admin?.password_hash, password)) || !admin) throw loginFailed();
    return {
      token: this.tokens.signAdmin({ adminId: admin.id, eventId: admin.event_id, name: admin.name }),
      adminName: admin.name,
      eventId: admin.event_id,
      hasBooth: admin.can_manage_booths,
      hasLecture: admin.can_manage_lectures,
    };
  }
}
