import type { ApiError } from '../../../lib/api/api-errors';
import { leadCache } from './lead-cache';
import type { QueueSender } from '../queue-sender';
import type { BoothLeads, Lead } from '@expo/contract/leads';

/** What the phone knows of a booth's leads from the server. */
export interface BoothLeadState {
  /** The booth's tags, in order. */
  tags: readonly string[];
  /** The stored lead of each visitor with any. */
  leads: ReadonlyMap<number, Lead>;
  /** True once an answer (or the kept copy) is there. */
  loaded: boolean;
  /** The last load failed (the kept copy, if any, is shown). */
  error: ApiError | undefined;
  /** Visitors whose last edit the server has answered in this tab. */
  saved: ReadonlySet<number>;
  /** The server refused the booth token: the sends stopped until the next login. */
  signedOut: boolean;
}

const INITIAL: BoothLeadState = {
  tags: [],
  leads: new Map(),
  loaded: false,
  error: undefined,
  saved: new Set(),
  signedOut: false,
};

export interface BoothEntry {
  state: BoothLeadState;
  listeners: Set<() => void>;
  signedOutListeners: Set<() => void>;
  sender: QueueSender | null;
  controller: AbortController | null;
}

const booths = new Map<number, BoothEntry>();

/** Every booth the tab has shown leads of. */
export function allEntries(): IterableIterator<BoothEntry> {
  return booths.values();
}

export function entryOf(boothId: number): BoothEntry {
  let entry = booths.get(boothId);
  if (!entry) {
    entry = {
      state: INITIAL,
      listeners: new Set(),
      signedOutListeners: new Set(),
      sender: null,
      controller: null,
    };
    booths.set(boothId, entry);
  }
  return entry;
}

export function update(boothId: number, change: (state: BoothLeadState) => BoothLeadState): void {
  const entry = entryOf(boothId);
  entry.state = change(entry.state);
  entry.listeners.forEach((listener) => {
    listener();
  });
}

export function fromServer(state: BoothLeadState, answer: BoothLeads): BoothLeadState {
  return { ...state, tags: answer.tags, leads: new Map(answer.leads.map((lead) => [lead.userId, lead])) };
}

/** Keeps the booth's leads on the phone (once they were loaded: a part alone would hide the rest offline). */
export function keep(boothId: number, state: BoothLeadState): void {
  if (state.loaded) leadCache.save(boothId, { tags: [...state.tags], leads: [...state.leads.values()] });
}
