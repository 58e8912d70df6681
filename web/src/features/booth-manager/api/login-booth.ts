import type { z } from 'zod';
import { boothRoutes } from '@expo/contract/routes/booths';

import { call } from '../../../lib/api/api-client';

/** The booth, its event and the booth token. */
export const loginBooth = (body: z.input<typeof boothRoutes.login.body>) => call(boothRoutes.login, { body });
