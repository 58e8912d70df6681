export type ConferenceCreated = { type: 'ConferenceCreated'; data: { eventId: number; name: string } };
export type AdminAdded = {
  type: 'AdminAdded';
  data: { adminId: number; eventId: number; username: string; passwordHash: string; name: string };
};
export type ConferenceEvent = ConferenceCreated | AdminAdded;

export const conferenceStreamId = (eventId: number) => `conference-${eventId}`;
