import { Controller, Inject, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicMetadata } from '../../auth/request-metadata.js';
import { Route, RouteBody } from '../../auth/route.decorator.js';
import { RateLimited } from '../../http/rate-limit.js';
import { RegisterAttendeeCommand } from '../commands/register-attendee/register-attendee.command.js';
import { walkInAttendee, type PublicRegistration } from '@expo/contract/attendees';
import { attendeeRoutes as routes } from '@expo/contract/routes/attendees';
import { Answers } from '../../http/answers.decorator.js';

/** The on-site self registration form, open without login. */
@Controller()
export class PublicRegistrationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Route(routes.registerWalkIn)
  @RateLimited('public')
  @Answers(walkInAttendee)
  async register(
    @RouteBody(routes.registerWalkIn) { eventId, fields, consents, lang }: PublicRegistration,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const attendee = await this.commands.execute(
      new RegisterAttendeeCommand(eventId, fields, 'PUBLIC', publicMetadata(req), consents, lang),
    );
    // the same person again (same phone and name): their registration, nothing new made
    if (attendee.alreadyRegistered) void reply.status(200);
    return attendee;
  }
}
