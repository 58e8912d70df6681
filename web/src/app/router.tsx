import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';

import { catalogRoutes } from '../components/catalog/catalog-routes';
import { PageLoading } from '../features/layout/components/page-loading';
import { setUnauthorizedHandler } from '../lib/api/api-client';
import { setBoothSignedOutHandler } from '../lib/session/booth';
import { setDeskSignedOutHandler } from '../lib/session/desk';
import { RequireAdmin } from './auth/require-admin';
import { RequireOrganiser } from './auth/require-organiser';
import { AppShell } from './routes/app-shell';
import {
  AttendeeEditPage,
  AttendeeExcelUploadPage,
  AttendeeListPage,
  AttendeeRegisterPage,
  BadgeBatchPage,
  BadgeSettingsPage,
  BoothLoginPage,
  BoothVisitorsPage,
  BoothVisitsPage,
  DashboardPage,
  DeskLoginPage,
  DeskPage,
  EventAdminsPage,
  EventsPage,
  KioskPage,
  LectureDoorPage,
  LectureQrPage,
  LectureVisitsPage,
  LoginPage,
  ManualRegisterPage,
  MessagesPage,
  PrivacyPage,
  QrScanPage,
  ReadinessPage,
  SurveyAnswerPage,
  SurveyEditorPage,
  SurveyResultsPage,
  SurveysPage,
  UsersReadiness,
  VisitLecturePage,
  WalkInPosterPage,
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
          {
            path: 'users',
            element: (
              <>
                {/* 준비 점검 above the list until every item is done (its own chunk; nothing while it loads) */}
                <Suspense fallback={null}>
                  <UsersReadiness />
                </Suspense>
                <AttendeeListPage />
              </>
            ),
          },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'report', lazy: () => import('../features/reports/route') },
          { path: 'report/booths', lazy: () => import('../features/booth-reports/booth-reports-route') },
          { path: 'users/register', element: <AttendeeRegisterPage /> },
          { path: 'users/register2', element: <AttendeeExcelUploadPage /> },
          { path: 'users/walk-in-poster', element: <WalkInPosterPage /> },
          { path: 'users/:id/edit', element: <AttendeeEditPage /> },
          { path: 'messages', element: <MessagesPage /> },
          ...catalogRoutes('booths', () =>
            import('../features/booths/booth-catalog').then((m) => m.boothCatalog),
          ),
          ...catalogRoutes('desks', () => import('../features/desk/desk-catalog').then((m) => m.deskCatalog)),
          { path: 'badges', element: <BadgeBatchPage /> },
          { path: 'badges/settings', element: <BadgeSettingsPage /> },
          ...catalogRoutes('lectures', () =>
            import('../features/lectures/lecture-catalog').then((m) => m.lectureCatalog),
          ),
          { path: 'booth-visits', element: <BoothVisitsPage /> },
          { path: 'lecture-visits', element: <LectureVisitsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'privacy/access', lazy: () => import('../features/access-records/route') },
          { path: 'events/:id/ready', element: <ReadinessPage /> },
          { path: 'surveys', element: <SurveysPage /> },
          { path: 'surveys/new', element: <SurveyEditorPage /> },
          { path: 'surveys/:id/edit', element: <SurveyEditorPage /> },
          { path: 'surveys/:id/results', element: <SurveyResultsPage /> },
          {
            element: <RequireOrganiser />,
            children: [
              { path: 'events', element: <EventsPage /> },
              { path: 'events/:id/admins', element: <EventAdminsPage /> },
            ],
          },
        ],
      },
      { path: 'lectures/:id/qr', element: <LectureQrPage /> },
      // the lecture door: desk staff (their own session) or an admin; the page checks which
      { path: 'lectures/:id/door', element: <LectureDoorPage /> },
      { path: 'visit-lecture', element: <VisitLecturePage /> },
      { path: 'booth-login', element: <BoothLoginPage /> },
      { path: 'booth-visits2', element: <BoothVisitorsPage /> },
      // the booth's own 성과 보고서 (booth token, no admin login)
      { path: 'booth-report', lazy: () => import('../features/booth-reports/booth-report-route') },
      { path: 'qr-scan', element: <QrScanPage /> },
      // the desk laptop: desk staff (their own session) or an admin; the page checks which
      { path: 'desk-login', element: <DeskLoginPage /> },
      { path: 'desk', element: <DeskPage /> },
      // drawn by the server first (the QR before any script); its module loads before the app takes over
      { path: 'qr-view/:userId', lazy: () => import('../features/attendees/qr-view-route') },
      // the event's programme, drawn by the server too (kept on the phone for a later open offline)
      { path: 'program/:eventId', lazy: () => import('../features/programme/programme-route') },
      // a survey's respondent: an attendee's signed link, or a booth phone (?booth=1)
      { path: 'surveys/:id/answer', element: <SurveyAnswerPage /> },
      { path: 'manual-register/:eventId?', element: <ManualRegisterPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // the self-service kiosk: full screen, no navigation bar; it checks its own kiosk session
  {
    path: 'kiosk',
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <KioskPage />
      </Suspense>
    ),
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
// A refused desk token has cleared the desk session: its staff sign in again.
setDeskSignedOutHandler(() => {
  void router.navigate('/desk-login', { replace: true });
});
