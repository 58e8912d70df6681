/**
 * Whose token a live connection carries (see docs/LIVE.md): the admin's, the booth manager's, or the desk's (the
 * desk laptop's token, or the admin's when an admin works /desk with their own session).
 */
export type LiveRole = 'admin' | 'booth' | 'desk';

/** 'connecting' until the first connect, 'live' while connected, 'reconnecting' after a drop. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';
