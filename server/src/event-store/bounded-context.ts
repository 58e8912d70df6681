import type { EventStore } from './event-store.js';
import type { PersonalDataRule } from './personal-data-vault.js';
import type { Projection } from './projection.js';
import type { NewEvent } from '../kernel/new-event.js';
import type { Touch, TouchesOf } from '../kernel/touch.js';

export type { Touch };

/**
 * What a context brings to the app besides its Nest module: its read models, the personal data its events
 * carry, and what its events change on live screens. Each context declares its own (`<context>.context.ts`),
 * typed by its event union, and the app collects them in one list (`contexts.ts`).
 */
export interface BoundedContext<E extends NewEvent = NewEvent> {
  readonly name: string;
  /** Its inline projections, in order; they run after those of the contexts before it in the app's list. */
  readonly projections?: readonly Projection[];
  /** Projections that run after every context's (one that blanks the other read models). */
  readonly finalProjections?: readonly Projection[];
  /** The personal data in its events: sealed in the log per subject, destroyed with the subject's key. */
  readonly sealed?: { readonly [T in E['type']]?: PersonalDataRule };
  /** What each of its events changes of what live screens show. */
  readonly touches?: TouchesOf<E>;
}

/** A context's declaration, checked against its own event union (`E`) and kept as the app's common shape. */
export const boundedContext = <E extends NewEvent>(context: BoundedContext<E>): BoundedContext =>
  context as unknown as BoundedContext;

/** The event store with the contexts' projections (in their order) and personal-data rules. */
export function configureEventStore(store: EventStore, contexts: readonly BoundedContext[]): EventStore {
  for (const context of contexts) {
    for (const [type, rule] of Object.entries(context.sealed ?? {}))
      if (rule) store.vault.register(type, rule);
  }
  for (const projection of contexts.flatMap((context) => context.projections ?? []))
    store.addProjection(projection);
  for (const projection of contexts.flatMap((context) => context.finalProjections ?? []))
    store.addProjection(projection);
  return store;
}
