import type { NewEvent } from './new-event.js';

/** A pure aggregate: no Nest, no database. */
export interface Decider<C, S, E extends NewEvent> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState: S;
}
