import { defineEndpoints, idParams } from '@shop/contracts';
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { contractRoutes } from '../src/http/contract-route';
import { errorHandler } from '../src/http/error-handler';

const { thing, mine } = defineEndpoints(
  {
    thing: { method: 'GET', path: '/api/things/:id', access: 'public' },
    mine: { method: 'GET', path: '/api/mine', access: 'user' },
  },
  {
    thing: {
      params: idParams,
      query: z.object({ size: z.coerce.number().int().min(1) }),
      response: z.object({ id: z.string(), size: z.number() }),
    },
    mine: { response: z.object({}) },
  },
);
const ID = '0B9A4B4E-8F2F-4A43-9D5B-1F7C1A0F6A11';

/** An app with the two routes; `drift` makes the handler answer a number as text. */
function appWith(production: boolean, drift = false) {
  const app = express();
  const router = express.Router();
  const route = contractRoutes(router, { production });
  route(thing, { notFound: 'چیزی با این شناسه نیست' }, async ({ params, query }) => ({
    id: params.id,
    size: drift ? (String(query.size) as unknown as number) : query.size,
  }));
  route(mine, {}, async () => ({}));
  app.use('/api', router);
  app.use(errorHandler);
  return app;
}

describe('routes registered from the contracts', () => {
  it('when a request comes, then params and query are parsed with the endpoint schemas (ids in lower case)', async () => {
    const response = await request(appWith(false)).get(`/api/things/${ID}?size=3`).expect(200);
    expect(response.body).toEqual({ id: ID.toLowerCase(), size: 3 });
  });

  it('when the id cannot name anything, then 404 with the route message; a bad query is 400', async () => {
    const missing = await request(appWith(false)).get('/api/things/42?size=3').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'چیزی با این شناسه نیست' });
    await request(appWith(false)).get(`/api/things/${ID}?size=0`).expect(400);
  });

  it('when an endpoint is for signed-in users, then an anonymous call is refused before its handler runs', async () => {
    await request(appWith(false)).get('/api/mine').expect(401);
  });

  it('when an answer drifts from the contract, then it fails outside production and is sent as is in production', async () => {
    await request(appWith(false, true)).get(`/api/things/${ID}?size=3`).expect(500);
    const sent = await request(appWith(true, true)).get(`/api/things/${ID}?size=3`).expect(200);
    expect(sent.body).toEqual({ id: ID.toLowerCase(), size: '3' });
  });
});
