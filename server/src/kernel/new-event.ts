/** An event as a decider produces it: its type and its data, nothing of where it is stored. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}
