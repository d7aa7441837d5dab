import { synonymEndpoints } from '@shop/contracts';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../http/auth-guard';
import { routePath } from '../../http/route-path';
import { parseInput } from '../../http/validate';
import { parseId } from '../catalog/input';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  SYNONYM_MESSAGES,
  updateSynonym,
} from './synonym-service';

type Response<Name extends keyof typeof synonymEndpoints> = z.input<
  (typeof synonymEndpoints)[Name]['response']
>;

/** The admin's synonym groups (the admin screen comes with the admin issue). */
export function synonymRoutes(db: Database): Router {
  const { list, create, update, remove } = synonymEndpoints;
  const idOf = (req: Request) => parseId(req.params.id, SYNONYM_MESSAGES.notFound);
  const router = Router();

  router.get(routePath(list), requireAdmin, async (_req, res) => {
    res.json({ synonyms: await listSynonyms(db) } satisfies Response<'list'>);
  });

  router.post(routePath(create), requireAdmin, async (req, res) => {
    const synonym = await createSynonym(db, parseInput(create.body, req.body ?? {}));
    res.json({ synonym, message: SYNONYM_MESSAGES.created } satisfies Response<'create'>);
  });

  router.put(routePath(update), requireAdmin, async (req, res) => {
    const id = idOf(req);
    const synonym = await updateSynonym(db, id, parseInput(update.body, req.body ?? {}));
    res.json({ synonym, message: SYNONYM_MESSAGES.updated } satisfies Response<'update'>);
  });

  router.delete(routePath(remove), requireAdmin, async (req, res) => {
    const id = idOf(req);
    await deleteSynonym(db, id);
    res.json({ id, message: SYNONYM_MESSAGES.deleted } satisfies Response<'remove'>);
  });

  return router;
}
