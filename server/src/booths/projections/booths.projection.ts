import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { BoothFields } from '../domain/booth-fields.js';
import type { BoothEvent } from '../domain/booth.events.js';

const COLUMN_OF: Record<keyof BoothFields, string> = {
  boothName: 'booth_name',
  name: 'manager_name',
  affiliation: 'affiliation',
  phone: 'phone',
  loginId: 'login_id',
  passwordHash: 'password_hash',
};

async function apply(sql: Sql, event: StoredEvent<BoothEvent>): Promise<void> {
  switch (event.type) {
    case 'BoothRegistered': {
      const { id, eventId, fields: f } = event.data;
      await sql.execute(
        `INSERT INTO booths (id, event_id, booth_name, manager_name, affiliation, phone, login_id, password_hash,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          id,
          eventId,
          f.boothName,
          f.name,
          f.affiliation,
          f.phone,
          f.loginId,
          f.passwordHash,
          event.recordedAt,
        ],
      );
      return;
    }
    case 'BoothUpdated': {
      const { id, changed } = event.data;
      const params: unknown[] = [id, event.recordedAt];
      const sets = ['updated_at = $2'];
      for (const [key, value] of Object.entries(changed) as [keyof BoothFields, string][]) {
        params.push(value);
        sets.push(`${COLUMN_OF[key]} = $${params.length}`);
      }
      // a new login id or password ends the sessions of the booth's phones
      if ('loginId' in changed || 'passwordHash' in changed)
        sets.push('credentials_version = credentials_version + 1');
      await sql.execute(`UPDATE booths SET ${sets.join(', ')} WHERE id = $1`, params);
      return;
    }
    case 'BoothRemoved':
      await sql.execute(`DELETE FROM booths WHERE id = $1`, [event.data.id]);
  }
}

export const boothsProjection: Projection = {
  name: 'booths',
  tables: ['booths'],
  handles: new Set(['BoothRegistered', 'BoothUpdated', 'BoothRemoved']),
  async apply(sql, events) {
    for (const event of events as StoredEvent<BoothEvent>[]) await apply(sql, event);
  },
};
