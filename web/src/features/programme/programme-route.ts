import { ProgrammePage } from './components/programme-page';

/**
 * The route module of /program/{eventId} (react-router's lazy route: loaded before the first render, so the app
 * takes over the page the server drew without a loading screen in between).
 */
export const Component = ProgrammePage;
