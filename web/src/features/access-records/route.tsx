import { AccessRecordsPage } from './components/access-records-page';

/** The route module of /privacy/access (react-router's lazy route: its own chunk). */
export const Component = AccessRecordsPage;
