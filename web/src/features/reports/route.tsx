import { ReportPage } from './components/report-page';

/** The route module of /report (react-router's lazy route: its own chunk). */
export const Component = ReportPage;
