import type { NewEvent } from './new-event.js';

export interface EventMetadata {
  actor?: { kind: 'admin' | 'booth' | 'desk' | 'kiosk' | 'public' | 'system' | 'cli'; id?: number };
  requestId?: string;
  clientEventId?: string;
}

/** An event as the log holds it (distributes over a union, so `type` narrows `data`). */
export type StoredEvent<E extends NewEvent = NewEvent> = E extends NewEvent
  ? {
      position: number;
      streamId: string;
      version: number;
      type: E['type'];
      data: E['data'];
      metadata: EventMetadata;
      recordedAt: Date;
    }
  : never;
