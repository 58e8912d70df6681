import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { DeskFields } from '../domain/desk-fields.js';
import type { DeskEvent } from '../domain/desk.events.js';

const COLUMN_OF: Record<keyof DeskFields, string> = {
  name: 'name',
  loginId: 'login_id',
  passwordHash: 'password_hash',
};

async function apply(sql: Sql, event: StoredEvent<DeskEvent>): Promise<void> {
  switch (event.type) {
    case 'DeskRegistered': {
      const { id, eventId, fields: f } = event.data;
      await sql.execute(
        `INSERT INTO desks (id, event_id, name, login_id, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [id, eventId, f.name, f.loginId, f.passwordHash, event.recordedAt],
      );
      return;
    }
    case 'DeskUpdated': {
      const { id, changed } = event.data;
      const params: unknown[] = [id, event.recordedAt];
      const sets = ['updated_at = $2'];
      for (const [key, value] of Object.entries(changed) as [keyof DeskFields, string][]) {
        params.push(value);
        sets.push(`${COLUMN_OF[key]} = $${params.length}`);
      }
      // a new login id or password ends the desk's sessions and its kiosks
      if ('loginId' in changed || 'passwordHash' in changed)
        sets.push('credentials_version = credentials_version + 1');
      await sql.execute(`UPDATE desks SET ${sets.join(', ')} WHERE id = $1`, params);
      return;
    }
    case 'DeskRemoved':
      await sql.execute(`DELETE FROM desks WHERE id = $1`, [event.data.id]);
  }
}

export const desksProjection: Projection = {
  name: 'desks',
  tables: ['desks'],
  handles: new Set(['DeskRegistered', 'DeskUpdated', 'DeskRemoved']),
  async apply(sql, events) {
    for (const event of events as StoredEvent<DeskEvent>[]) await apply(sql, event);
  },
};
