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
export const QrViewPage = lazy(() =>
  import('../../features/attendees/components/qr-view-page').then((m) => ({ default: m.QrViewPage })),
);
export const MessagesPage = lazy(() =>
  import('../../features/messages/components/messages-page').then((m) => ({ default: m.MessagesPage })),
);
