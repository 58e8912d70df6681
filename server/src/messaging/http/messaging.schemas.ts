import { idParam } from '../../common/schema/index.js';

/** The attendee of `/api/users/{id}/messages`. */
export const attendeeIdParam = idParam('참석자 ID');
