import { BoothReportsPage } from './components/booth-reports-page';

/** The route module of /report/booths (admin; react-router's lazy route: its own chunk). */
export const Component = BoothReportsPage;
