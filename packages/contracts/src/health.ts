import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';

export const healthEndpoints = defineEndpoints(apiRoutes.health, {
  healthz: {
    response: z.object({ status: z.literal('ok') }),
  },
  readyz: {
    response: z.object({ status: z.enum(['ready', 'unavailable']) }),
  },
});
