export type ConferenceCreated = { type: 'ConferenceCreated'; data: { eventId: number; name: string } };
export type AdminAdded = {
  type: 'AdminAdded';
  data: { adminId: number; eventId: number; username: string; passwordHash: string; name: string };
};
/** An admin reworded the event's name, 기간 or 장소 (the 결과보고서's cover); only what changed is recorded. */
export type ConferenceDetailsChanged = {
  type: 'ConferenceDetailsChanged';
  data: { eventId: number; name: string; period: string; venue: string };
};
export type ConferenceEvent = ConferenceCreated | AdminAdded | ConferenceDetailsChanged;

export const conferenceStreamId = (eventId: number) => `conference-${eventId}`;
