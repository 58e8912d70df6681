import { useLive, useLiveRefetch } from '../../lib/live/live-hooks';
import { useAsyncData } from '../../lib/hooks/use-async-data';
import { getBulkSends } from './bulk-sends';

/**
 * The event's recent bulk sends kept current: each `messages` push replaces them (it carries the whole list),
 * and they are fetched again after a reconnect and on `resync`.
 */
export function useLiveBulkSends() {
  const { data, error, loading, reload, patch } = useAsyncData(getBulkSends);
  useLive('admin', 'messages', (push) => {
    if (Array.isArray(push?.bulkSends)) patch(() => push.bulkSends);
    else reload();
  });
  useLiveRefetch('admin', reload);
  return { bulkSends: data, error, loading };
}
