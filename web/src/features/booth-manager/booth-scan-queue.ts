import { browserStorage } from '../../lib/offline-queue';
import { recordBoothVisit } from './api/record-booth-visit';
import { ScanQueue } from './scan-queue';

/** The tab's one queue of scans waiting for the server, kept in localStorage ('pendingBoothVisits'). */
export const boothScanQueue = new ScanQueue({ storage: browserStorage, send: recordBoothVisit });
