import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicMetadata } from '../../auth/request-metadata.js';
import { RateLimited } from '../../http/rate-limit.js';
import { RegisterAttendeeCommand } from '../commands/register-attendee/register-attendee.command.js';
import { publicRegistrationBody, walkInAttendee, type PublicRegistration } from '@expo/contract/attendees';
import { Answers } from '../../http/answers.decorator.js';

/** POST /api/users/register2: the on-site self registration form, open without login. */
@ApiTags('attendees')
@Controller('users')
export class PublicRegistrationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('register2')
  @RateLimited('public')
  @ApiOperation({ summary: '현장 등록 (로그인 없이, eventId 필수)' })
  @Answers(walkInAttendee, 201)
  @Answers(walkInAttendee)
  async register(
    @Body({ schema: publicRegistrationBody }) { eventId, fields, consents }: PublicRegistration,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const attendee = await this.commands.execute(
      new RegisterAttendeeCommand(eventId, fields, 'PUBLIC', publicMetadata(req), consents),
    );
    // the same person again (same phone and name): their registration, nothing new made
    if (attendee.alreadyRegistered) void reply.status(200);
    return attendee;
  }
}
