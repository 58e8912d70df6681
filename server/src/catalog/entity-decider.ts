import type { AppError } from '../kernel/app-error.js';
import type { Decider } from '../kernel/decider.js';

/** A catalogue entry's fields: texts, and optional numbers (a lecture's 정원) that are null when unset. */
export type EntityFields = Record<string, string | number | null>;

/**
 * Booths and lectures are catalogue entries of one event: registered, edited field by field, removed. One pure
 * decider serves both; `prefix` names their events (`BoothRegistered`, `LectureUpdated`, …).
 */
export type EntityEvent<P extends string, F> =
  | { type: `${P}Registered`; data: { id: number; eventId: number; fields: F } }
  | { type: `${P}Updated`; data: { id: number; eventId: number; changed: Partial<F> } }
  | { type: `${P}Removed`; data: { id: number; eventId: number } };

export type EntityCommand<F> =
  | { type: 'Register'; data: { id: number; eventId: number; fields: F } }
  | { type: 'Update'; data: { eventId: number; fields: Partial<F> } }
  | { type: 'Remove'; data: { eventId: number } };

export type EntityState<F> =
  { status: 'none' } | { status: 'active'; id: number; eventId: number; fields: F } | { status: 'removed' };

export function entityDecider<P extends string, F extends EntityFields>(
  prefix: P,
  errors: { notFound: () => AppError; alreadyExists: () => AppError },
): Decider<EntityCommand<F>, EntityState<F>, EntityEvent<P, F>> {
  const type = <S extends 'Registered' | 'Updated' | 'Removed'>(suffix: S) => `${prefix}${suffix}` as const;
  const activeIn = (state: EntityState<F>, eventId: number) => {
    if (state.status !== 'active' || state.eventId !== eventId) throw errors.notFound();
    return state;
  };
  return {
    initialState: { status: 'none' },
    decide(command, state) {
      switch (command.type) {
        case 'Register':
          if (state.status !== 'none') throw errors.alreadyExists();
          return [{ type: type('Registered'), data: command.data }] as EntityEvent<P, F>[];
        case 'Update': {
          const current = activeIn(state, command.data.eventId);
          const changed: Partial<F> = {};
          for (const [key, value] of Object.entries(command.data.fields) as [keyof F, F[keyof F]][])
            if (value !== undefined && current.fields[key] !== value) changed[key] = value;
          if (Object.keys(changed).length === 0) return [];
          return [
            { type: type('Updated'), data: { id: current.id, eventId: current.eventId, changed } },
          ] as EntityEvent<P, F>[];
        }
        case 'Remove': {
          const current = activeIn(state, command.data.eventId);
          return [
            { type: type('Removed'), data: { id: current.id, eventId: current.eventId } },
          ] as EntityEvent<P, F>[];
        }
      }
    },
    evolve(state, event) {
      if (event.type === type('Registered')) {
        const { id, eventId, fields } = (event as Extract<EntityEvent<P, F>, { data: { fields: F } }>).data;
        return { status: 'active', id, eventId, fields };
      }
      if (event.type === type('Updated') && state.status === 'active') {
        const { changed } = (event as Extract<EntityEvent<P, F>, { data: { changed: Partial<F> } }>).data;
        return { ...state, fields: { ...state.fields, ...changed } };
      }
      if (event.type === type('Removed')) return { status: 'removed' };
      return state;
    },
  };
}
