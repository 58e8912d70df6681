import { z } from 'zod';
import { eventIdField } from './id-fields.js';

/**
 * A JSON body of these fields, in the order a form shows them (the first refused one is answered); unknown
 * keys are dropped; anything but an object is refused.
 */
export const requestBody = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: '요청 본문이 올바르지 않습니다.' });

/** Query parameters: unknown ones are ignored. */
export const requestQuery = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: '요청 형식이 올바르지 않습니다.' });

/** The query of a request that may name its event (`?eventId=`), and nothing else. */
export const eventScopeQuery = requestQuery({ eventId: eventIdField });
export type EventScope = z.output<typeof eventScopeQuery>;
