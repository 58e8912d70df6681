import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { EventStore } from '../../event-store/event-store.js';
import { withConnection } from '../../event-store/sql.js';
import { createAdmin } from './create-admin.js';

/**
 * First start with no admin: creates EVENT_NAME with ADMIN_USERNAME / ADMIN_PASSWORD. A generated
 * password is printed once; it is never stored in clear.
 */
export async function bootstrapFirstAdmin(
  store: EventStore,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword' | 'eventName'>,
  print: (line: string) => void,
): Promise<boolean> {
  const [row] = await withConnection(store.dataSource, (sql) =>
    sql.query<{ n: string }>(`SELECT count(*) AS n FROM admins`),
  );
  if (Number(row.n) > 0) return false;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  let eventId: number;
  try {
    ({ eventId } = await createAdmin(
      store,
      { eventName: config.eventName, username: config.adminUsername, password },
      { actor: { kind: 'system' } },
    ));
  } catch (error) {
    // another node starting at the same moment created the admin first
    if (error instanceof AppError && error.code === 'ADMIN.USERNAME_TAKEN') return false;
    throw error;
  }
  print(`행사 '${config.eventName}'(ID ${eventId})와 관리자 '${config.adminUsername}'을(를) 만들었습니다.`);
  if (!config.adminPassword) print(`관리자 비밀번호 (한 번만 표시됩니다): ${password}`);
  return true;
}
