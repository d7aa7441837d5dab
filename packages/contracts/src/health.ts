import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  healthz: endpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  readyz: endpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    response: z.object({ status: z.enum(['ready', 'unavailable']) }),
  }),
};
