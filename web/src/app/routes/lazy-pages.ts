import { lazy } from 'react';

/**
 * Every screen is its own chunk: the attendee phone pages (/qr-view, /manual-register)
 * never download the admin screens.
 */
export const LoginPage = lazy(() =>
  import('../../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const AttendeeListPage = lazy(() =>
  import('../../features/attendees/components/attendee-list-page').then((m) => ({
    default: m.AttendeeListPage,
  })),
);
export const AttendeeRegisterPage = lazy(() =>
  import('../../features/attendees/components/attendee-register-page').then((m) => ({
    default: m.AttendeeRegisterPage,
  })),
);
export const AttendeeExcelUploadPage = lazy(() =>
  import('../../features/attendees/components/attendee-excel-upload-page').then((m) => ({
    default: m.AttendeeExcelUploadPage,
  })),
);
export const AttendeeEditPage = lazy(() =>
  import('../../features/attendees/components/attendee-edit-page').then((m) => ({
    default: m.AttendeeEditPage,
  })),
);
export const ManualRegisterPage = lazy(() =>
  import('../../features/attendees/components/manual-register-page').then((m) => ({
    default: m.ManualRegisterPage,
  })),
);
export const WalkInPosterPage = lazy(() =>
  import('../../features/attendees/components/walk-in-poster-page').then((m) => ({
    default: m.WalkInPosterPage,
  })),
);
export const MessagesPage = lazy(() =>
  import('../../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })),
);
export const LectureQrPage = lazy(() =>
  import('../../features/lectures/components/lecture-qr-page').then((m) => ({ default: m.LectureQrPage })),
);
export const DashboardPage = lazy(() =>
  import('../../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const BoothVisitsPage = lazy(() =>
  import('../../features/visits/components/booth-visits-page').then((m) => ({
    default: m.BoothVisitsPage,
  })),
);
export const LectureVisitsPage = lazy(() =>
  import('../../features/visits/components/lecture-visits-page').then((m) => ({
    default: m.LectureVisitsPage,
  })),
);
export const BoothLoginPage = lazy(() =>
  import('../../features/booth-manager/components/booth-login-page').then((m) => ({
    default: m.BoothLoginPage,
  })),
);
export const BoothVisitorsPage = lazy(() =>
  import('../../features/booth-manager/components/booth-visitors-page').then((m) => ({
    default: m.BoothVisitorsPage,
  })),
);
export const QrScanPage = lazy(() =>
  import('../../features/booth-manager/components/qr-scan-page').then((m) => ({ default: m.QrScanPage })),
);
export const VisitLecturePage = lazy(() =>
  import('../../features/lecture-checkin/components/visit-lecture-page').then((m) => ({
    default: m.VisitLecturePage,
  })),
);
export const DeskLoginPage = lazy(() =>
  import('../../features/desk/components/desk-login-page').then((m) => ({ default: m.DeskLoginPage })),
);
export const DeskPage = lazy(() =>
  import('../../features/desk/components/desk-page').then((m) => ({ default: m.DeskPage })),
);
export const KioskPage = lazy(() =>
  import('../../features/kiosk/components/kiosk-page').then((m) => ({ default: m.KioskPage })),
);
export const BadgeBatchPage = lazy(() =>
  import('../../features/badges/components/badge-batch-page').then((m) => ({ default: m.BadgeBatchPage })),
);
export const BadgeSettingsPage = lazy(() =>
  import('../../features/badges/components/badge-settings-page').then((m) => ({
    default: m.BadgeSettingsPage,
  })),
);
export const LectureDoorPage = lazy(() =>
  import('../../features/lecture-door/components/lecture-door-page').then((m) => ({
    default: m.LectureDoorPage,
  })),
);
export const PrivacyPage = lazy(() =>
  import('../../features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const EventsPage = lazy(() =>
  import('../../features/events/components/events-page').then((m) => ({ default: m.EventsPage })),
);
export const EventAdminsPage = lazy(() =>
  import('../../features/events/components/event-admins-page').then((m) => ({
    default: m.EventAdminsPage,
  })),
);
export const ReadinessPage = lazy(() =>
  import('../../features/readiness/components/readiness-page').then((m) => ({ default: m.ReadinessPage })),
);
export const UsersReadiness = lazy(() =>
  import('../../features/readiness/components/users-readiness').then((m) => ({ default: m.UsersReadiness })),
);

export const SurveysPage = lazy(() =>
  import('../../features/surveys/components/surveys-page').then((m) => ({ default: m.SurveysPage })),
);
export const SurveyEditorPage = lazy(() =>
  import('../../features/surveys/components/survey-editor-page').then((m) => ({
    default: m.SurveyEditorPage,
  })),
);
export const SurveyResultsPage = lazy(() =>
  import('../../features/surveys/components/survey-results-page').then((m) => ({
    default: m.SurveyResultsPage,
  })),
);
export const SurveyAnswerPage = lazy(() =>
  import('../../features/surveys/components/survey-answer-page').then((m) => ({
    default: m.SurveyAnswerPage,
  })),
);
