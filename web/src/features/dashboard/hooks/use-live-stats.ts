import { useLive, useLiveRefetch } from '../../../lib/live/live-hooks';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { getStats } from '../api/get-stats';
import { mergeStatsPush } from '../stats-push';

/** GET /api/stats kept current: `stats` pushes merged in, fetched again after a reconnect and on `resync`. */
export function useLiveStats() {
  const { data, error, loading, reload, patch } = useAsyncData(getStats);
  useLive('admin', 'stats', (push) => {
    patch((stats) => mergeStatsPush(stats, push));
  });
  useLiveRefetch('admin', reload);
  return { stats: data, error, loading };
}
