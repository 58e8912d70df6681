import { hashPassword } from '../auth/password-hash.js';
import { badRequest } from '../kernel/app-error.js';
import { parseWith } from '../http/schema/index.js';
import { runCommand } from '../event-store/command-runner.js';
import type { EventStore } from '../event-store/event-store.js';
import { isUniqueViolation, withConnection } from '../database/sql.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import { adminLogin } from './admin-account.schema.js';
import { conferenceDecider, ConferenceErrors } from './domain/conference.decider.js';
import { conferenceStreamId, type AdminRole } from './domain/conference.events.js';

export interface CreateAdminInput {
  /** An existing conference, or a new one created with `eventName`. */
  eventId?: number;
  eventName?: string;
  username: string;
  password: string;
  /** The admin's display name; the username when none is given. */
  name?: string;
  /** 'organiser': every event of the deployment (the first admin, or whom the CLI names); default an event admin. */
  role?: AdminRole;
}

export interface CreatedAdmin {
  eventId: number;
  adminId: number;
}

export const nextId = (store: EventStore, sequence: string) =>
  withConnection(store.dataSource, async (sql) => {
    const [row] = await sql.query<{ id: string }>(`SELECT nextval('${sequence}') AS id`);
    return Number(row.id);
  });

/**
 * Creates a conference (when no id is given) and adds an admin to it: shared by `CreateAdminHandler` (the CLI)
 * and `BootstrapFirstAdminHandler` (the first start). A Korean 400 for a bad username or password or a missing
 * event name, 409 for a taken username, 404 for an unknown event.
 */
export async function createAdmin(
  store: EventStore,
  input: CreateAdminInput,
  metadata: EventMetadata = { actor: { kind: 'cli' } },
): Promise<CreatedAdmin> {
  const { username, password } = parseWith(adminLogin, input);
  const taken = await withConnection(store.dataSource, (sql) =>
    sql.query(`SELECT 1 FROM admins WHERE username = $1`, [username]),
  );
  if (taken.length > 0) throw ConferenceErrors.usernameTaken();
  let eventId = input.eventId;
  if (eventId === undefined) {
    const name = input.eventName?.trim();
    if (!name) throw badRequest('EVENT.NAME_REQUIRED', '행사 이름을 입력하세요.');
    eventId = await nextId(store, 'conference_id_seq');
    await runCommand(
      store,
      conferenceStreamId(eventId),
      conferenceDecider,
      { type: 'CreateConference', data: { eventId, name } },
      metadata,
    );
  }
  const adminId = await nextId(store, 'admin_id_seq');
  const passwordHash = await hashPassword(password);
  try {
    await runCommand(
      store,
      conferenceStreamId(eventId),
      conferenceDecider,
      {
        type: 'AddAdmin',
        data: {
          adminId,
          username,
          passwordHash,
          name: input.name?.trim() || username,
          ...(input.role === 'organiser' ? { role: 'organiser' as const } : {}),
        },
      },
      metadata,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'admins_username_key')) throw ConferenceErrors.usernameTaken();
    throw error;
  }
  return { eventId, adminId };
}
