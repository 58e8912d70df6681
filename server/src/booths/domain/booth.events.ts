import type { EntityEvent } from '../../catalog/entity-decider.js';
import type { BoothFields } from './booth-fields.js';

export type BoothEvent = EntityEvent<'Booth', BoothFields>;
export type BoothRegistered = Extract<BoothEvent, { type: 'BoothRegistered' }>;
export type BoothUpdated = Extract<BoothEvent, { type: 'BoothUpdated' }>;
export type BoothRemoved = Extract<BoothEvent, { type: 'BoothRemoved' }>;

export const boothStreamId = (boothId: number) => `booth-${boothId}`;
