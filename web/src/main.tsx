import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

/** Once the router has loaded the first route's module (a lazy route's first render shows nothing meanwhile). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// a page the server drew (the attendee's QR page) stays as it is until the app can draw the same in one go
if (container.hasAttribute('data-server-drawn')) void routerReady().then(render);
else render();
