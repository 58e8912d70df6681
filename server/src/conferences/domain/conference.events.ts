/** An event of the deployment: its name, and (from the web) its first and last day and its 장소. */
export type ConferenceCreated = {
  type: 'ConferenceCreated';
  data: { eventId: number; name: string; startDate?: string; endDate?: string; venue?: string };
};
/** An admin of the event; `role` 'organiser' (every event of the deployment) when so made, else an event admin. */
export type AdminAdded = {
  type: 'AdminAdded';
  data: {
    adminId: number;
    eventId: number;
    username: string;
    passwordHash: string;
    name: string;
    role?: AdminRole;
  };
};
export type AdminRole = 'organiser' | 'admin';
/** An admin of this event made an organiser (the CLI, or the first admin of a deployment made before organisers). */
export type AdminMadeOrganiser = { type: 'AdminMadeOrganiser'; data: { adminId: number; eventId: number } };
/** A new password for an admin of this event: every session of theirs ends. */
export type AdminPasswordReset = {
  type: 'AdminPasswordReset';
  data: { adminId: number; eventId: number; passwordHash: string };
};
/** An admin of this event removed: every session of theirs ends. */
export type AdminRemoved = { type: 'AdminRemoved'; data: { adminId: number; eventId: number } };
/** An organiser (whose account is of this event) now works in `workingEventId`: their next login lands there. */
export type OrganiserSwitchedEvent = {
  type: 'OrganiserSwitchedEvent';
  data: { adminId: number; eventId: number; workingEventId: number };
};
/** An admin reworded the event's name, 기간 or 장소 (the 결과보고서's cover); only what changed is recorded. */
export type ConferenceDetailsChanged = {
  type: 'ConferenceDetailsChanged';
  data: { eventId: number; name: string; period: string; venue: string };
};
/** '행사 종료': scans, check-ins, registrations, imports and sends are refused; reads and reports go on. */
export type ConferenceClosed = { type: 'ConferenceClosed'; data: { eventId: number } };
/** '다시 열기': the event takes writes again. */
export type ConferenceReopened = { type: 'ConferenceReopened'; data: { eventId: number } };

export type ConferenceEvent =
  | ConferenceCreated
  | AdminAdded
  | AdminMadeOrganiser
  | AdminPasswordReset
  | AdminRemoved
  | OrganiserSwitchedEvent
  | ConferenceDetailsChanged
  | ConferenceClosed
  | ConferenceReopened;

export const conferenceStreamId = (eventId: number) => `conference-${eventId}`;
