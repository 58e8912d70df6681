import { call } from '../../../lib/api/api-client';
import type { AddEventAdminForm } from '@expo/contract/events';
import { eventRoutes } from '@expo/contract/routes/events';

/** The event's own admins. */
export const listEventAdmins = (id: number, signal?: AbortSignal) =>
  call(eventRoutes.admins, { params: { id }, signal });

export const addEventAdmin = (id: number, body: AddEventAdminForm) =>
  call(eventRoutes.addAdmin, { params: { id }, body });

/** The admin's sessions end. */
export const resetEventAdminPassword = (id: number, adminId: number, password: string) =>
  call(eventRoutes.resetAdminPassword, { params: { id, adminId }, body: { password } });

/** The admin's sessions end. */
export const removeEventAdmin = (id: number, adminId: number) =>
  call(eventRoutes.removeAdmin, { params: { id, adminId } });
