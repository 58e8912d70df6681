import { createBrowserRouter, Navigate } from 'react-router-dom';

import { setUnauthorizedHandler } from '../lib/api-client';
import { setBoothSignedOutHandler } from '../lib/booth-session';
import { RequireAdmin } from './auth/require-admin';
import { AppShell } from './routes/app-shell';
import {
  AttendeeEditPage,
  AttendeeExcelUploadPage,
  AttendeeListPage,
  AttendeeRegisterPage,
  BoothEditPage,
  BoothListPage,
  BoothLoginPage,
  BoothRegisterPage,
  BoothVisitorsPage,
  BoothVisitsPage,
  DashboardPage,
  LectureEditPage,
  LectureListPage,
  LectureQrPage,
  LectureRegisterPage,
  LectureVisitsPage,
  LoginPage,
  ManualRegisterPage,
  MessagesPage,
  QrScanPage,
  QrViewPage,
  VisitLecturePage,
} from './routes/lazy-pages';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/users" replace /> },
      { path: 'login', element: <LoginPage /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'users', element: <AttendeeListPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'users/register', element: <AttendeeRegisterPage /> },
          { path: 'users/register2', element: <AttendeeExcelUploadPage /> },
          { path: 'users/:id/edit', element: <AttendeeEditPage /> },
          { path: 'messages', element: <MessagesPage /> },
          { path: 'booths', element: <BoothListPage /> },
          { path: 'booths/register', element: <BoothRegisterPage /> },
          { path: 'booths/:id/edit', element: <BoothEditPage /> },
          { path: 'lectures', element: <LectureListPage /> },
          { path: 'lectures/register', element: <LectureRegisterPage /> },
          { path: 'lectures/:id/edit', element: <LectureEditPage /> },
          { path: 'booth-visits', element: <BoothVisitsPage /> },
          { path: 'lecture-visits', element: <LectureVisitsPage /> },
        ],
      },
      { path: 'lectures/:id/qr', element: <LectureQrPage /> },
      { path: 'visit-lecture', element: <VisitLecturePage /> },
      { path: 'booth-login', element: <BoothLoginPage /> },
      { path: 'booth-visits2', element: <BoothVisitorsPage /> },
      { path: 'qr-scan', element: <QrScanPage /> },
      { path: 'qr-view/:userId', element: <QrViewPage /> },
      { path: 'manual-register/:eventId?', element: <ManualRegisterPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

// A 401 on an admin call has cleared the session: show the login screen.
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});
// A refused booth token has cleared the booth: its manager signs in again.
setBoothSignedOutHandler(() => {
  void router.navigate('/booth-login', { replace: true });
});
