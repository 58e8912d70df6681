import type { AttendeeEvent } from '../../attendees/domain/attendee.events.js';
import { AttendeeErrors } from '../../attendees/domain/attendee.errors.js';
import type { Decider } from '../../kernel/decider.js';
import { EntranceErrors } from './entrance.errors.js';
import type { BadgePrinted, EntranceActor, EntranceEvent, EntryCheckedIn } from './entrance.events.js';

/** When and by whom: `at` is Korean local time ('2026-11-25T10:32:05'), its first ten characters the day. */
export type Mark = { at: string; by: string };

/**
 * The entrance of one attendee, folded from their stream (`attendee-{id}`): whether the badge is printed (the
 * 출력유무 flag, which an admin may also set or clear by hand), paid, how often printed, and each day's entry.
 */
export type EntranceState =
  | { status: 'none' | 'deleted' }
  | {
      status: 'active';
      attendeeId: number;
      eventId: number;
      printed: boolean;
      paid: boolean;
      printCount: number;
      lastPrint: Mark | null;
      entries: Record<string, Mark>;
    };

export type EntranceCommand =
  | { type: 'CheckInEntry'; data: { eventId: number; at: string; by: EntranceActor } }
  | {
      type: 'PrintBadge';
      data: {
        eventId: number;
        at: string;
        by: EntranceActor;
        /** The staff saw the 'already printed' question and asked to print again. */
        reprint: boolean;
        /** The staff saw the unpaid warning and print anyway. */
        unpaidConfirmed: boolean;
        /** Marked printed after a batch print before the doors open: no entry, no question. */
        batch: boolean;
      };
    };

export type EntranceEventOnStream = AttendeeEvent | EntranceEvent;

const dayOf = (at: string) => at.slice(0, 10);

function activeIn(state: EntranceState, eventId: number) {
  if (state.status !== 'active' || state.eventId !== eventId) throw AttendeeErrors.notFound();
  return state;
}

function entry(
  state: Extract<EntranceState, { status: 'active' }>,
  at: string,
  by: EntranceActor,
): EntryCheckedIn[] {
  if (state.entries[dayOf(at)]) return [];
  return [
    {
      type: 'EntryCheckedIn',
      data: { attendeeId: state.attendeeId, eventId: state.eventId, day: dayOf(at), at, by },
    },
  ];
}

export function decideEntrance(command: EntranceCommand, state: EntranceState): EntranceEvent[] {
  const current = activeIn(state, command.data.eventId);
  const { at, by } = command.data;
  if (command.type === 'CheckInEntry') return entry(current, at, by);
  const { reprint, unpaidConfirmed, batch } = command.data;
  if (by.via === 'kiosk') {
    // a kiosk prints each badge once, for attendees who paid; anything else is the desk's to decide
    if (current.printed) throw EntranceErrors.alreadyPrintedAtKiosk();
    if (!current.paid) throw EntranceErrors.unpaidAtKiosk();
  } else if (!batch) {
    if (!current.paid && !unpaidConfirmed) throw EntranceErrors.unpaid();
    if (current.printed && !reprint)
      throw EntranceErrors.alreadyPrinted({
        printedAt: current.lastPrint?.at ?? null,
        printedBy: current.lastPrint?.by ?? null,
        printCount: current.printCount,
      });
  }
  const printed: BadgePrinted = {
    type: 'BadgePrinted',
    data: {
      attendeeId: current.attendeeId,
      eventId: current.eventId,
      printCount: current.printCount + 1,
      reprint: current.printed,
      batch,
      at,
      by,
    },
  };
  // printing at the door lets the attendee in; a batch printed before the doors open does not
  return batch ? [printed] : [printed, ...entry(current, at, by)];
}

export function evolveEntrance(state: EntranceState, event: EntranceEventOnStream): EntranceState {
  switch (event.type) {
    case 'AttendeeRegistered':
      return {
        status: 'active',
        attendeeId: event.data.attendeeId,
        eventId: event.data.eventId,
        printed: event.data.fields.paymentStatus === 'Y',
        paid: event.data.fields.paymentStatus2 === 'Y',
        printCount: 0,
        lastPrint: null,
        entries: {},
      };
    case 'AttendeeUpdated': {
      if (state.status !== 'active') return state;
      const { paymentStatus, paymentStatus2 } = event.data.changed;
      return {
        ...state,
        printed: paymentStatus === undefined ? state.printed : paymentStatus === 'Y',
        paid: paymentStatus2 === undefined ? state.paid : paymentStatus2 === 'Y',
      };
    }
    case 'AttendeeDeleted':
      return { status: 'deleted' };
    case 'BadgePrinted':
      if (state.status !== 'active') return state;
      return {
        ...state,
        printed: true,
        printCount: event.data.printCount,
        lastPrint: { at: event.data.at, by: event.data.by.name },
      };
    case 'EntryCheckedIn':
      if (state.status !== 'active') return state;
      return {
        ...state,
        entries: { ...state.entries, [event.data.day]: { at: event.data.at, by: event.data.by.name } },
      };
    default:
      return state;
  }
}

export const entranceDecider: Decider<EntranceCommand, EntranceState, EntranceEventOnStream> = {
  decide: decideEntrance,
  evolve: evolveEntrance,
  initialState: { status: 'none' },
};
