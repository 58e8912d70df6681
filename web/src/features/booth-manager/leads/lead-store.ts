import { toApiError } from '../../../lib/api/api-errors';
import { browserStorage } from '../../../lib/offline/offline-queue';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { getBoothLeads } from '../api/get-booth-leads';
import { saveBoothLead } from '../api/save-booth-lead';
import { boothScanQueue } from '../booth-scan-queue';
import { allEntries, type BoothLeadState, entryOf, fromServer, keep, update } from './booth-lead-state';
import { leadCache } from './lead-cache';
import { LeadEditQueue } from './lead-edit-queue';
import { startQueueSender } from '../queue-sender';
import type { LeadChange, LeadEdit } from '../lead-types';

export type { BoothLeadState } from './booth-lead-state';

/**
 * When each lead was last saved by this tab (a count of answers, per booth and visitor): a list read that began
 * before a save answered is older than that lead, and must not show the lead as it was before the save.
 */
let answers = 0;
const savedAt = new Map<number, Map<number, number>>();

/** The list read from the server (`read`), with the leads this tab saved after the read began kept as saved. */
function withNewerSaves(
  boothId: number,
  before: BoothLeadState,
  read: BoothLeadState,
  readFrom: number,
): BoothLeadState {
  const newer = [...(savedAt.get(boothId) ?? [])].filter(([, at]) => at > readFrom);
  if (!newer.length) return read;
  const leads = new Map(read.leads);
  for (const [userId] of newer) {
    const lead = before.leads.get(userId);
    if (lead) leads.set(userId, lead);
  }
  return { ...read, leads };
}

/** The tab's one queue of lead edits waiting for the server, kept in localStorage ('pendingBoothLeadEdits'). */
export const leadEditQueue = new LeadEditQueue({
  storage: browserStorage,
  async send(edit) {
    const lead = await saveBoothLead(edit);
    const saves = savedAt.get(edit.boothId) ?? new Map<number, number>();
    saves.set(lead.userId, ++answers);
    savedAt.set(edit.boothId, saves);
    update(edit.boothId, (state) => {
      const next = {
        ...state,
        leads: new Map(state.leads).set(lead.userId, lead),
        saved: new Set(state.saved).add(lead.userId),
      };
      keep(edit.boothId, next);
      return next;
    });
  },
});

/** An edit may go once its visitor's scan has reached the server. */
const scanArrived = (edit: LeadEdit) =>
  !boothScanQueue
    .snapshot()
    .pending.some((scan) => scan.boothId === edit.boothId && scan.userId === edit.userId);

function load(boothId: number): void {
  const entry = entryOf(boothId);
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  const readFrom = answers;
  getBoothLeads(boothId, controller.signal).then(
    (answer) => {
      if (controller.signal.aborted) return;
      update(boothId, (state) => {
        const next = {
          ...withNewerSaves(boothId, state, fromServer(state, answer), readFrom),
          loaded: true,
          error: undefined,
        };
        keep(boothId, next);
        return next;
      });
    },
    (caught: unknown) => {
      if (controller.signal.aborted) return;
      const kept = leadCache.load(boothId);
      update(boothId, (state) => ({
        ...(kept && !state.loaded ? fromServer(state, kept) : state),
        loaded: state.loaded || kept !== undefined,
        error: toApiError(caught),
      }));
    },
  );
}

function start(boothId: number): void {
  const entry = entryOf(boothId);
  update(boothId, (state) => ({ ...state, signedOut: false }));
  load(boothId);
  entry.sender = startQueueSender({
    // an edit waits while its visitor's scan does: the server would not know the visit yet
    flush: () => leadEditQueue.flush((edit) => edit.boothId === boothId && scanArrived(edit)),
    isFlushing: () => leadEditQueue.isFlushing(),
    waitWhileOffline: true,
    onSignedOut() {
      update(boothId, (state) => ({ ...state, signedOut: true }));
      entry.signedOutListeners.forEach((listener) => {
        listener();
      });
    },
  });
}

function stop(boothId: number): void {
  const entry = entryOf(boothId);
  entry.sender?.stop();
  entry.sender = null;
  entry.controller?.abort();
  entry.controller = null;
}

// a new edit, another tab's change or a delivered scan may let waiting edits go
const kickAll = () => {
  for (const entry of allEntries()) entry.sender?.kick();
};
leadEditQueue.subscribe(kickAll);
boothScanQueue.subscribe(kickAll);

/**
 * The booth phone's leads, shared by every row and screen that shows them (the visitor list, the scanner's
 * recent list): loaded when the first of them opens, sent from its queue while any is open.
 */
export const leadStore = {
  state(boothId: number): BoothLeadState {
    return entryOf(boothId).state;
  },

  /** Listens to the booth's leads and to the queue; the first listener loads them and starts the sends. */
  subscribe(boothId: number, listener: () => void): () => void {
    const entry = entryOf(boothId);
    const unsubscribeQueue = leadEditQueue.subscribe(listener);
    // another tab may have changed the queue
    window.addEventListener('storage', listener);
    entry.listeners.add(listener);
    if (entry.listeners.size === 1) start(boothId);
    return () => {
      unsubscribeQueue();
      window.removeEventListener('storage', listener);
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) stop(boothId);
    };
  },

  /** Called when the server refuses the booth token while sending. */
  onSignedOut(boothId: number, listener: () => void): () => void {
    const { signedOutListeners } = entryOf(boothId);
    signedOutListeners.add(listener);
    return () => {
      signedOutListeners.delete(listener);
    };
  },

  reload(boothId: number): void {
    if (entryOf(boothId).sender) load(boothId);
  },

  /** Keeps an edit of a visitor's lead to be sent once (made now, with a new Idempotency-Key). */
  edit(boothId: number, userId: number, change: LeadChange): void {
    leadEditQueue.add({
      boothId,
      userId,
      clientEventId: newClientEventId(),
      changedAt: new Date().toISOString(),
      change,
    });
    update(boothId, (state) => {
      if (!state.saved.has(userId)) return state;
      const saved = new Set(state.saved);
      saved.delete(userId);
      return { ...state, saved };
    });
  },

  /** The booth's tags as the server now holds them (after '태그 관리'). */
  tagsSaved(boothId: number, tags: string[]): void {
    update(boothId, (state) => {
      const next = { ...state, tags };
      keep(boothId, next);
      return next;
    });
  },

  dismissFailed(boothId: number, userId: number): void {
    leadEditQueue.dismissFailed(boothId, userId);
  },
};
