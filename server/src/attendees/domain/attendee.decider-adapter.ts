import type { Decider } from '../../kernel/decider.js';
import {
  decideAttendee,
  evolveAttendee,
  initialAttendeeState,
  type AttendeeCommand,
  type AttendeeState,
} from './attendee.decider.js';
import type { AttendeeEvent } from './attendee.events.js';

export const attendeeDecider: Decider<AttendeeCommand, AttendeeState, AttendeeEvent> = {
  decide: decideAttendee,
  evolve: evolveAttendee,
  initialState: initialAttendeeState,
};
