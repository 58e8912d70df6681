import argon2 from 'argon2';
import { MIN_PASSWORD_LENGTH, passwordTooShort } from '../../auth/password-rules.js';
import { badRequest } from '../../common/app-error.js';
import { hasUnstorableCharacters } from '../../common/fields.js';
import { runCommand } from '../../event-store/command-runner.js';
import type { EventStore } from '../../event-store/event-store.js';
import { isUniqueViolation, withConnection } from '../../event-store/sql.js';
import type { EventMetadata } from '../../event-store/stored-event.js';
import { conferenceDecider, ConferenceErrors } from '../domain/conference.decider.js';
import { conferenceStreamId } from '../domain/conference.events.js';

export interface CreateAdminInput {
  /** An existing conference, or a new one created with `eventName`. */
  eventId?: number;
  eventName?: string;
  username: string;
  password: string;
  name?: string;
}

const nextId = (store: EventStore, sequence: string) =>
  withConnection(store.dataSource, async (sql) => {
    const [row] = await sql.query<{ id: string }>(`SELECT nextval('${sequence}') AS id`);
    return Number(row.id);
  });

/** Creates a conference (when no id is given) and adds an admin to it. */
export async function createAdmin(
  store: EventStore,
  input: CreateAdminInput,
  metadata: EventMetadata = { actor: { kind: 'cli' } },
): Promise<{ eventId: number; adminId: number }> {
  const username = input.username.trim();
  if (!/^[A-Za-z0-9._@-]{3,50}$/.test(username))
    throw badRequest('ADMIN.INVALID_USERNAME', '관리자 아이디는 영문, 숫자, ._@- 로 3~50자여야 합니다.');
  // kept as the admin login reads what is typed there (trimmed, no control characters)
  const password = input.password.trim();
  if (hasUnstorableCharacters(password))
    throw badRequest('ADMIN.INVALID_PASSWORD', '비밀번호에 사용할 수 없는 문자가 있습니다.');
  if ([...password].length < MIN_PASSWORD_LENGTH) throw badRequest('ADMIN.WEAK_PASSWORD', passwordTooShort);
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
      {
        type: 'CreateConference',
        data: { eventId, name },
      },
      metadata,
    );
  }
  const adminId = await nextId(store, 'admin_id_seq');
  const passwordHash = await argon2.hash(password);
  try {
    await runCommand(
      store,
      conferenceStreamId(eventId),
      conferenceDecider,
      {
        type: 'AddAdmin',
        data: { adminId, username, passwordHash, name: input.name?.trim() || username },
      },
      metadata,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'admins_username_key')) throw ConferenceErrors.usernameTaken();
    throw error;
  }
  return { eventId, adminId };
}
