import { entityDecider } from '../../catalog/entity-decider.js';
import type { DeskFields } from './desk-fields.js';
import { DeskErrors } from './desk.errors.js';

/** Register / update / remove a desk account of one event (pure). */
export const deskDecider = entityDecider<'Desk', DeskFields>('Desk', DeskErrors);
