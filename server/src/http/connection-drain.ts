/** An HTTP or HTTPS server of Node (both can close their idle or all connections). */
interface ConnectionServer {
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/** How often a stopping server looks for connections that have gone idle. */
const IDLE_CHECK_MS = 100;
/** How long requests still in flight may take before their connections are closed anyway. */
const GRACE_MS = 10_000;

/**
 * Lets a stopping server end its kept-alive connections as soon as each is idle. `server.close()` closes the
 * connections idle at that moment only: one whose request was still being answered stays open after its answer
 * for the keep-alive timeout (72 s with Fastify), and the close waits for it. A phone or a browser tab busy
 * when a node is stopped (a deploy, a restart) made the stop take more than a minute. Requests in flight are
 * answered first; after GRACE_MS whatever is left is closed. Returns the function that stops the drain.
 */
export function drainConnections(servers: readonly (ConnectionServer | undefined)[]): () => void {
  const open = servers.filter((server): server is ConnectionServer => server !== undefined);
  const idle = setInterval(() => {
    for (const server of open) server.closeIdleConnections();
  }, IDLE_CHECK_MS);
  const deadline = setTimeout(() => {
    for (const server of open) server.closeAllConnections();
  }, GRACE_MS);
  idle.unref();
  deadline.unref();
  return () => {
    clearInterval(idle);
    clearTimeout(deadline);
  };
}
