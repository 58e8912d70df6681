/**
 * The updates shown while a request is in flight (live pushes merged in), replayed onto its answer. The answer
 * may have been read before a pushed change committed: taken as it is, it would put back what the push had
 * shown, until the next push of that place (a check-in pushed while the dashboard refetched after a reconnect
 * stayed missing). Replaying is safe because pushes carry absolute values merged by key: one the answer
 * already holds changes nothing, and one older than the answer's read is followed by the push of the newer
 * change. Only updates made during a request are kept (a page open all day keeps none).
 */
export class InFlightPatches<T> {
  private updates: ((current: T) => T)[] | undefined;

  /** A request starts: the updates from now on are kept for its answer (those before it, it has read). */
  begin(): void {
    this.updates = [];
  }

  /** An update shown now: kept while a request is in flight. */
  record(update: (current: T) => T): void {
    this.updates?.push(update);
  }

  /** The request's answer with the updates made meanwhile; none kept after. */
  settle(answer: T): T {
    const updated = (this.updates ?? []).reduce((current, update) => update(current), answer);
    this.updates = undefined;
    return updated;
  }

  /** The request failed or was dropped: nothing to replay. */
  drop(): void {
    this.updates = undefined;
  }
}
