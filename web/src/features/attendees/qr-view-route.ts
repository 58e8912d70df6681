import { QrViewPage } from './components/qr-view-page';

/**
 * The route module of /qr-view/{userId} (react-router's lazy route: loaded before the first render, so the app
 * takes over the page the server drew without showing a loading screen in between).
 */
export const Component = QrViewPage;
