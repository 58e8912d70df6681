import { deskRoutes } from '@expo/contract/routes/desks';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { deskMessages } from '../desk-catalog.js';

/** /api/desks: an admin's registration desk accounts (never answered with the password). */
export const DesksController = catalogController('Desks', deskRoutes, deskMessages);
