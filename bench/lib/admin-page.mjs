/* global window -- the functions passed to the page run there */

/** A laptop's window. */
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

/** Replaces window.print with a recorder of when it was called (performance.now()). */
function recordPrints() {
  window.__printCalls = [];
  window.print = () => window.__printCalls.push(performance.now());
}

/**
 * A Chromium page of the admin's screens, signed in as the bench server's admin (the localStorage a login
 * leaves), with window.print recording its calls (window.__printCalls) instead of opening the dialog.
 */
export async function adminPage(browser, server) {
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript(
    ({ token, eventId }) => {
      window.localStorage.setItem('adminToken', token);
      window.localStorage.setItem('adminName', 'bench');
      window.localStorage.setItem('eventId', String(eventId));
    },
    { token: server.token, eventId: server.eventId },
  );
  await context.addInitScript(recordPrints);
  return { page: await context.newPage(), context };
}
