/**
 * socket.io rooms: an event's admins, the watchers of a booth or lecture, a booth's logged-in phones, an event's
 * desk laptops (and admins), a desk's own laptops, and an event's public programme pages.
 */
export type PlaceKind = 'booth' | 'lecture';

export const eventRoom = (eventId: number) => `event:${eventId}`;
export const placeRoom = (kind: PlaceKind, placeId: number) => `${kind}:${placeId}`;
/**
 * The phones logged in to a booth (not admins watching it): they get their booth's `visits` here, as the booth
 * may see them ('부스 제공 동의 확인'), never in the place room the admins watch; ended when the booth's login
 * changes.
 */
export const boothPhonesRoom = (boothId: number) => `booth-session:${boothId}`;
/**
 * The event's registration desk: its desk laptops and its admins (who may work the desk with their own session).
 * It gets `walk-ins` (a signal, no personal data: the desk reads the list over HTTP); no booth phone joins it.
 */
export const deskRoom = (eventId: number) => `desk:${eventId}`;
/** The laptops logged in to one desk: disconnected when the desk is removed or its login changes. */
export const deskSessionRoom = (deskId: number) => `desk-session:${deskId}`;
/**
 * An event's programme pages (/program/{eventId}): public sockets, no login. They get `programme` (each lecture's
 * seats taken, no personal data) and `resync`, nothing else; they may watch nothing.
 */
export const programmeRoom = (eventId: number) => `programme:${eventId}`;
