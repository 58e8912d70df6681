import { OwnBoothReportPage } from './components/own-booth-report-page';

/** The route module of /booth-report (the booth manager's; react-router's lazy route: its own chunk). */
export const Component = OwnBoothReportPage;
