import { synonymEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  SYNONYM_MESSAGES,
  updateSynonym,
} from './synonym-service';

/** The admin's synonym groups. */
export function synonymRoutes({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Router {
  const { list, create, update, remove } = synonymEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);
  const byId = { notFound: SYNONYM_MESSAGES.notFound };

  route(list, {}, async () => ({ synonyms: await listSynonyms(db) }));
  route(create, {}, async ({ body }) => ({
    synonym: await createSynonym(db, body),
    message: SYNONYM_MESSAGES.created,
  }));
  route(update, byId, async ({ params, body }) => ({
    synonym: await updateSynonym(db, params.id, body),
    message: SYNONYM_MESSAGES.updated,
  }));
  route(remove, byId, async ({ params }) => {
    await deleteSynonym(db, params.id);
    return { id: params.id, message: SYNONYM_MESSAGES.deleted };
  });

  return router;
}
