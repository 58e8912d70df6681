/** socket.io rooms: an event's admins, the watchers of a booth or lecture, and a booth's logged-in phones. */
export type PlaceKind = 'booth' | 'lecture';

export const eventRoom = (eventId: number) => `event:${eventId}`;
export const placeRoom = (kind: PlaceKind, placeId: number) => `${kind}:${placeId}`;
/**
 * The phones logged in to a booth (not admins watching it): they get their booth's `visits` here, as the booth
 * may see them ('부스 제공 동의 확인'), never in the place room the admins watch; ended when the booth's login
 * changes.
 */
export const boothPhonesRoom = (boothId: number) => `booth-session:${boothId}`;
