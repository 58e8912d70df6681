import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import type { BoothFields } from './booth-fields.js';
import { boothDecider } from './booth.decider.js';
import type { BoothEvent } from './booth.events.js';

const given = deciderSpec(boothDecider);
const fields: BoothFields = {
  boothName: 'A-01 한빛전자',
  name: '김담당',
  affiliation: '한빛전자',
  phone: '010-2222-3333',
  loginId: 'hanbit',
  passwordHash: '$argon2id$old',
};
const registered: BoothEvent = { type: 'BoothRegistered', data: { id: 3, eventId: 1, fields } };

describe('booth decider', () => {
  it('registers a new booth', () => {
    given([])
      .when({ type: 'Register', data: { id: 3, eventId: 1, fields } })
      .then([registered]);
  });

  it('refuses to register the same booth twice', () => {
    given([registered])
      .when({ type: 'Register', data: { id: 3, eventId: 1, fields } })
      .thenThrows('BOOTH.ALREADY_EXISTS');
  });

  it('records only the fields that changed', () => {
    given([registered])
      .when({ type: 'Update', data: { eventId: 1, fields: { ...fields, boothName: 'A-02' } } })
      .then([{ type: 'BoothUpdated', data: { id: 3, eventId: 1, changed: { boothName: 'A-02' } } }]);
  });

  it('keeps the password when the edit carries none, and records a new one', () => {
    const { passwordHash: _kept, ...withoutPassword } = fields;
    given([registered])
      .when({ type: 'Update', data: { eventId: 1, fields: withoutPassword } })
      .then([]);
    given([registered])
      .when({
        type: 'Update',
        data: { eventId: 1, fields: { ...withoutPassword, passwordHash: '$argon2id$new' } },
      })
      .then([
        { type: 'BoothUpdated', data: { id: 3, eventId: 1, changed: { passwordHash: '$argon2id$new' } } },
      ]);
  });

  it('does not let another event edit or remove the booth', () => {
    given([registered])
      .when({ type: 'Update', data: { eventId: 2, fields: { boothName: 'x' } } })
      .thenThrows('BOOTH.NOT_FOUND');
    given([registered])
      .when({ type: 'Remove', data: { eventId: 2 } })
      .thenThrows('BOOTH.NOT_FOUND');
  });

  it('removes a booth once; a removed booth is gone for edits', () => {
    const removed: BoothEvent = { type: 'BoothRemoved', data: { id: 3, eventId: 1 } };
    given([registered])
      .when({ type: 'Remove', data: { eventId: 1 } })
      .then([removed]);
    given([registered, removed])
      .when({ type: 'Remove', data: { eventId: 1 } })
      .thenThrows('BOOTH.NOT_FOUND');
    given([registered, removed])
      .when({ type: 'Update', data: { eventId: 1, fields: { boothName: 'x' } } })
      .thenThrows('BOOTH.NOT_FOUND');
  });
});
