import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { AppError } from './kernel/app-error.js';
import { MakeOrganiserCommand } from './conferences/commands/make-organiser/make-organiser.command.js';
import { CreateAdminCommand } from './conferences/commands/create-admin/create-admin.command.js';
import { ConferencesModule } from './conferences/conferences.module.js';
import { loadConfig, type AppConfig } from './config/config.js';
import { endOnConfigError, exitOnConfigError } from './config/exit-on-config-error.js';
import { CONTEXTS } from './contexts.js';
import { CoreModule } from './infrastructure.module.js';
import { SecretsService } from './auth/secrets.service.js';
import { openDatabase } from './database/database.js';
import { EventStore } from './event-store/event-store.js';
import { rebuildProjections } from './event-store/rebuild-projections.js';

const USAGE = `사용법:
  npm run cli -- create-admin --event-name 이름 --username 아이디 --password 비밀번호 [--name 관리자이름] [--organiser]
  npm run cli -- create-admin --event-id N --username 아이디 --password 비밀번호 [--name 관리자이름] [--organiser]
  npm run cli -- make-organiser --username 아이디
  npm run cli -- rebuild-projections

  --organiser: 주최자 (모든 행사를 만들고 관리). 없으면 그 행사만 관리하는 행사 관리자`;

/** The CLI's Nest context: the core providers, the buses and the conferences' handlers (no HTTP, no workers). */
@Module({})
class CliModule {}

const cliContext = (config: AppConfig, dataSource: DataSource) =>
  NestFactory.createApplicationContext(
    {
      module: CliModule,
      imports: [
        // the signing secrets are never loaded: no CLI command signs anything
        CoreModule.register(
          config,
          dataSource,
          new SecretsService(dataSource, { jwt: config.jwtSecret, link: config.linkSecret }),
          CONTEXTS,
        ),
        CqrsModule.forRoot(),
        ConferencesModule,
      ],
    },
    { logger: false, abortOnError: false },
  );

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      'event-name': { type: 'string' },
      'event-id': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      organiser: { type: 'boolean' },
    },
    strict: true,
  });
  if (command !== 'create-admin' && command !== 'make-organiser' && command !== 'rebuild-projections') {
    console.error(USAGE);
    return 2;
  }
  if (
    command === 'create-admin' &&
    (!values.username || !values.password || (!values['event-name'] && !values['event-id']))
  ) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'make-organiser' && !values.username) {
    console.error(USAGE);
    return 2;
  }
  const config = exitOnConfigError(() => loadConfig());
  const database = await openDatabase(config).catch(endOnConfigError);
  try {
    const app = await cliContext(config, database.dataSource);
    try {
      if (command === 'rebuild-projections') {
        const started = Date.now();
        const { events } = await rebuildProjections(app.get(EventStore));
        console.log(`읽기 모델을 다시 만들었습니다: 이벤트 ${events}개, ${Date.now() - started}ms`);
      } else if (command === 'make-organiser') {
        await app
          .get(CommandBus)
          .execute(new MakeOrganiserCommand(values.username!, { actor: { kind: 'cli' } }));
        console.log(`주최자로 만들었습니다: ${values.username} (모든 행사를 만들고 관리)`);
      } else {
        const eventId = values['event-id'] ? Number(values['event-id']) : undefined;
        if (eventId !== undefined && !Number.isSafeInteger(eventId))
          throw new AppError('CLI', '--event-id는 숫자여야 합니다.');
        const created = await app.get(CommandBus).execute(
          new CreateAdminCommand(
            {
              eventId,
              eventName: values['event-name'],
              username: values.username!,
              password: values.password!,
              name: values.name,
              role: values.organiser ? 'organiser' : 'admin',
            },
            { actor: { kind: 'cli' } },
          ),
        );
        console.log(
          values.organiser
            ? `주최자 계정을 만들었습니다: ${values.username} (행사 ID ${created.eventId}, 모든 행사 관리)`
            : `관리자 계정을 만들었습니다: ${values.username} (행사 ID ${created.eventId})`,
        );
      }
    } finally {
      await app.close();
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof AppError ? `오류: ${error.message}` : error);
    process.exit(1);
  },
);
