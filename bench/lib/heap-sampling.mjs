// Preloaded into a benchmark's server (`--import`, by `node bench/quick-visits.mjs --heap-dir DIR`): V8's
// sampling heap profiler, counting every allocation (the ones the GC collected too), started on SIGWINCH (sent
// when the load starts, so the setup's import is left out) and written to $HEAP_SAMPLE_DIR/heap-<pid>.json when
// the server is stopped. Read with `node bench/heap-summary.mjs <file> <visits>`: bytes allocated a visit.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
let sampling = false;

process.on('SIGWINCH', () => {
  if (sampling) return;
  sampling = true;
  session.post('HeapProfiler.enable', () =>
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    }),
  );
});

// before the server's own shutdown: a signal handler registered first runs first
const write = () => {
  if (!sampling) return;
  sampling = false;
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return;
    const file = join(process.env.HEAP_SAMPLE_DIR ?? '.', `heap-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
};
process.prependListener('SIGTERM', write);
process.prependListener('SIGINT', write);
