import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { contractSourceAlias } from '../contract/source-alias.ts';

import { attendeeServiceWorker } from './vite-plugins/attendee-service-worker.ts';
import { phonePageCss } from './vite-plugins/phone-page-css.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { qrViewEarlyStart } from './vite-plugins/qr-view-early-start.ts';

/** The attendee QR screen and what only it (or few others) needs: one chunk. */
const QR_VIEW_MODULES =
  /\/src\/features\/attendees\/(components\/(qr-view-page|entry-qr)|qr-view-route|qr-jpg|api\/(get-attendee|server-drawn-qr-view))\.tsx?$|\/node_modules\/qrcode\.react\//;
/**
 * Small modules most screens share (the QR screen too): one chunk instead of one request each. The contract's
 * zod-free modules of labels and values (and the patches the attendee texts read) are among them: as chunks of
 * their own, the shared chunk imported four more, found only once it arrived (a round trip more on a phone).
 */
const SHARED_SMALL_MODULES =
  /\/src\/(lib\/(hooks\/(use-async-data|in-flight-patches)|api\/save-file)|features\/attendees\/texts)\.tsx?$|\/contract\/src\/(field-labels|attendee-values|messaging-values|leads-values|visits-values|report-figures|qr-view-texts)\.ts$/;

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), qrViewEarlyStart(), phonePageCss(), attendeeServiceWorker(), precompress()],
  resolve: { alias: [contractSourceAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module (the qr-view benchmark checks what a phone loads)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group holds only the modules it names: the entry keeps React and the router
          includeDependenciesRecursively: false,
          // what the attendee QR screen needs beyond the entry comes in two chunks, not six: on a phone
          // network each request is a round trip, and a browser opens at most 6 connections to a host
          groups: [
            { name: 'qr-view', test: QR_VIEW_MODULES },
            { name: 'shared', test: SHARED_SMALL_MODULES },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
