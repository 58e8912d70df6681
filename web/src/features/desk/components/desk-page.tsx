import { useEffect, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';

import { getDeskSession, handleDeskUnauthorized, subscribeDeskSession } from '../../../lib/session/desk';
import { getAdminSession, subscribeSession } from '../../../lib/session/admin';
import { watchTokenExpiry } from '../../../lib/session/token-expiry';
import { deskTexts } from '../texts';
import { DeskScreen, type DeskStation } from './desk-screen';

/** /desk: desk staff with their desk session, or an admin with their own; else the desk login. */
export function DeskPage() {
  const desk = useSyncExternalStore(subscribeDeskSession, getDeskSession);
  const admin = useSyncExternalStore(subscribeSession, getAdminSession);
  const deskToken = desk?.token;
  useEffect(() => (deskToken ? watchTokenExpiry(deskToken, handleDeskUnauthorized) : undefined), [deskToken]);

  let station: DeskStation;
  if (desk) station = { kind: 'desk', name: desk.deskName, eventName: desk.eventName };
  else if (admin) station = { kind: 'admin', name: deskTexts.adminDesk(admin.adminName), eventName: '' };
  else return <Navigate to="/desk-login" replace />;
  return <DeskScreen station={station} />;
}
