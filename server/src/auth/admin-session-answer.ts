import type { AdminLogin } from '@expo/contract/auth';
import type { TokenService } from './token.service.js';

/** An admin account as its login (or an organiser's switch of event) reads it, with the event it works in. */
export interface AdminAccount {
  id: number;
  name: string;
  role: string;
  credentials_version: number;
  can_manage_booths: boolean;
  can_manage_lectures: boolean;
  event_id: number;
  event_name: string;
  event_has_booths: boolean;
  event_has_lectures: boolean;
}

/**
 * An admin account with the event it works in: an organiser's last event while it exists, else the account's
 * own; found by `username` (the login, with the password hash) or by `id` (an organiser's switch).
 */
export const adminAccountSql = (by: 'username' | 'id') =>
  `SELECT a.id, a.password_hash, a.name, a.role, a.credentials_version, a.can_manage_booths,
          a.can_manage_lectures, c.id AS event_id, c.name AS event_name,
          EXISTS (SELECT 1 FROM booths b WHERE b.event_id = c.id) AS event_has_booths,
          EXISTS (SELECT 1 FROM lectures l WHERE l.event_id = c.id) AS event_has_lectures
     FROM admins a
     JOIN conferences c ON c.id = CASE WHEN a.role = 'organiser'
          AND EXISTS (SELECT 1 FROM conferences w WHERE w.id = a.working_event_id)
          THEN a.working_event_id ELSE a.event_id END
    WHERE a.${by} = $1`;

/**
 * The menu flags: an event admin's are its rights (the spec's hasBooth/hasLecture); an organiser's follow the event
 * they work in (booth links only if it has booths, lecture links only if it has lectures), both on for an event
 * with neither yet, so its first booth and lecture can be made.
 */
function menuFlags(account: AdminAccount, organiser: boolean) {
  if (!organiser) return { hasBooth: account.can_manage_booths, hasLecture: account.can_manage_lectures };
  const empty = !account.event_has_booths && !account.event_has_lectures;
  return { hasBooth: empty || account.event_has_booths, hasLecture: empty || account.event_has_lectures };
}

/** The login answer (the spec's fields, the role and the event's name) with a token for the account's event. */
export function adminSessionAnswer(tokens: TokenService, account: AdminAccount): AdminLogin {
  const organiser = account.role === 'organiser';
  return {
    token: tokens.signAdmin({
      adminId: account.id,
      eventId: account.event_id,
      name: account.name,
      organiser,
      credentialsVersion: account.credentials_version,
    }),
    adminName: account.name,
    eventId: account.event_id,
    ...menuFlags(account, organiser),
    role: organiser ? 'organiser' : 'admin',
    eventName: account.event_name,
  };
}
