import type { EntityEvent } from '../../catalog/entity-decider.js';
import type { DeskFields } from './desk-fields.js';

export type DeskEvent = EntityEvent<'Desk', DeskFields>;

export const deskStreamId = (deskId: number) => `desk-${deskId}`;
