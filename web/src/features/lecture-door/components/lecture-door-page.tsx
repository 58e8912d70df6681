import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { getDeskSession, handleDeskUnauthorized, subscribeDeskSession } from '../../../lib/session/desk';
import { getAdminSession, getStoredEventId, subscribeSession } from '../../../lib/session/admin';
import { watchTokenExpiry } from '../../../lib/session/token-expiry';
import { lectureDoorTexts } from '../texts';
import { LectureDoorScreen } from './lecture-door-screen';

/** A lecture id from the address: a positive integer, else null. */
function lectureIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** /lectures/:id/door: door staff with a desk session, or an admin with their own; else the login. */
export function LectureDoorPage() {
  const desk = useSyncExternalStore(subscribeDeskSession, getDeskSession);
  const admin = useSyncExternalStore(subscribeSession, getAdminSession);
  const lectureId = lectureIdOf(useParams().id);
  // a desk session ends when its token does, as on /desk
  const deskToken = desk?.token;
  useEffect(() => (deskToken ? watchTokenExpiry(deskToken, handleDeskUnauthorized) : undefined), [deskToken]);
  if (!desk && !admin) return <Navigate to="/login" replace />;
  if (lectureId === null) {
    return (
      <section className="page door-page">
        <p className="message message-error" role="alert">
          {lectureDoorTexts.invalidLecture}
        </p>
      </section>
    );
  }
  // a desk's token names its event; an admin's calls say which (the stored event)
  const eventId = desk ? null : getStoredEventId();
  return <LectureDoorScreen key={lectureId} lectureId={lectureId} eventId={eventId} />;
}
