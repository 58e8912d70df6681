import { parseArgs } from 'node:util';
import { AppError } from './common/app-error.js';
import { createAdmin } from './conferences/commands/create-admin.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './database/database.js';
import { EventStore } from './event-store/event-store.js';
import { rebuildProjections } from './event-store/rebuild-projections.js';
import { configureEventStore } from './event-store-setup.js';

const USAGE = `사용법:
  npm run cli -- create-admin --event-name 이름 --username 아이디 --password 비밀번호 [--name 관리자이름]
  npm run cli -- create-admin --event-id N --username 아이디 --password 비밀번호 [--name 관리자이름]
  npm run cli -- rebuild-projections`;

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
    },
    strict: true,
  });
  if (command !== 'create-admin' && command !== 'rebuild-projections') {
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
  const database = await openDatabase(loadConfig());
  try {
    const store = configureEventStore(new EventStore(database.dataSource));
    if (command === 'rebuild-projections') {
      const started = Date.now();
      const { events } = await rebuildProjections(store);
      console.log(`읽기 모델을 다시 만들었습니다: 이벤트 ${events}개, ${Date.now() - started}ms`);
    } else {
      const eventId = values['event-id'] ? Number(values['event-id']) : undefined;
      if (eventId !== undefined && !Number.isSafeInteger(eventId))
        throw new AppError('CLI', '--event-id는 숫자여야 합니다.');
      const created = await createAdmin(store, {
        eventId,
        eventName: values['event-name'],
        username: values.username!,
        password: values.password!,
        name: values.name,
      });
      console.log(`관리자 '${values.username}'을(를) 행사 ID ${created.eventId}에 만들었습니다.`);
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
