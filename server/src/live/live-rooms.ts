/** socket.io rooms: an event's admins, the watchers of a booth or lecture, and a booth's logged-in phones. */
export type PlaceKind = 'booth' | 'lecture';

export const eventRoom = (eventId: number) => `event:${eventId}`;
export const placeRoom = (kind: PlaceKind, placeId: number) => `${kind}:${placeId}`;
/** The phones logged in to a booth (not admins watching it): ended when the booth's login changes. */
export const boothSessionRoom = (boothId: number) => `booth-session:${boothId}`;
