import { recordBoothVisit } from './api/record-booth-visit';
import { type KeyValueStorage, ScanQueue } from './scan-queue';

const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    window.localStorage.setItem(key, value);
  },
};

/** The tab's one queue of scans waiting for the server, kept in localStorage ('pendingBoothVisits'). */
export const boothScanQueue = new ScanQueue({ storage: browserStorage, send: recordBoothVisit });
