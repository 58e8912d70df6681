import { entityDecider } from '../../catalog/entity-decider.js';
import type { BoothFields } from './booth-fields.js';
import { BoothErrors } from './booth.errors.js';

/** Register / update / remove a booth of one event (pure). */
export const boothDecider = entityDecider<'Booth', BoothFields>('Booth', BoothErrors);
