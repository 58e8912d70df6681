import { boothRoutes } from '@expo/contract/routes/booths';
import { catalogController } from '../../catalog/http/catalog-controller.js';
import { boothMessages } from '../booth-catalog.js';

/** /api/booths: an admin's booths, each with its manager's login (never answered with the password). */
export const BoothsController = catalogController('Booths', boothRoutes, boothMessages);
