export const DATA_SOURCE = Symbol('DATA_SOURCE');
/** The app's bounded contexts (`contexts.ts`): what each brings to the event store and to live screens. */
export const BOUNDED_CONTEXTS = Symbol('BOUNDED_CONTEXTS');
