import { expect } from 'vitest';
import type { Decider } from './decider.js';
import type { NewEvent } from './new-event.js';

/** given(events).when(command).then(events) / .thenThrows(code): a decider test that reads as the rule. */
export function deciderSpec<C, S, E extends NewEvent>(decider: Decider<C, S, E>) {
  return (events: E[]) => ({
    when: (command: C) => {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        then: (expected: E[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenThrows: (code: string) =>
          expect(() => decider.decide(command, state)).toThrow(expect.objectContaining({ code })),
      };
    },
  });
}
