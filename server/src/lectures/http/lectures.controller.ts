import { lectureRoutes } from '@expo/contract/routes/lectures';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { lectureMessages } from '../lecture-catalog.js';

/** /api/lectures: an admin's lectures; one lecture is open to all (the check-in and QR screens). */
export const LecturesController = catalogController('Lectures', lectureRoutes, lectureMessages);
